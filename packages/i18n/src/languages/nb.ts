import accounts from '../../catalogs/nb/accounts.json' with { type: 'json' };
import auth from '../../catalogs/nb/auth.json' with { type: 'json' };
import common from '../../catalogs/nb/common.json' with { type: 'json' };
import community from '../../catalogs/nb/community.json' with { type: 'json' };
import credit from '../../catalogs/nb/credit.json' with { type: 'json' };
import errors from '../../catalogs/nb/errors.json' with { type: 'json' };
import feed from '../../catalogs/nb/feed.json' with { type: 'json' };
import groups from '../../catalogs/nb/groups.json' with { type: 'json' };
import home from '../../catalogs/nb/home.json' with { type: 'json' };
import instruments from '../../catalogs/nb/instruments.json' with { type: 'json' };
import market from '../../catalogs/nb/market.json' with { type: 'json' };
import onboarding from '../../catalogs/nb/onboarding.json' with { type: 'json' };
import payments from '../../catalogs/nb/payments.json' with { type: 'json' };
import platform from '../../catalogs/nb/platform.json' with { type: 'json' };
import portfolio from '../../catalogs/nb/portfolio.json' with { type: 'json' };
import rebalance from '../../catalogs/nb/rebalance.json' with { type: 'json' };
import routes from '../../catalogs/nb/routes.json' with { type: 'json' };
import savings from '../../catalogs/nb/savings.json' with { type: 'json' };
import worldmap from '../../catalogs/nb/worldmap.json' with { type: 'json' };

/** Every catalog of one language, by namespace: a chunk of its own in the web build. */
export default {
  common,
  auth,
  errors,
  routes,
  community,
  market,
  groups,
  feed,
  portfolio,
  worldmap,
  platform,
  onboarding,
  accounts,
  payments,
  instruments,
  savings,
  home,
  rebalance,
  credit,
};
