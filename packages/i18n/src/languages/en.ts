import accounts from '../../catalogs/en/accounts.json' with { type: 'json' };
import auth from '../../catalogs/en/auth.json' with { type: 'json' };
import common from '../../catalogs/en/common.json' with { type: 'json' };
import community from '../../catalogs/en/community.json' with { type: 'json' };
import credit from '../../catalogs/en/credit.json' with { type: 'json' };
import errors from '../../catalogs/en/errors.json' with { type: 'json' };
import feed from '../../catalogs/en/feed.json' with { type: 'json' };
import groups from '../../catalogs/en/groups.json' with { type: 'json' };
import home from '../../catalogs/en/home.json' with { type: 'json' };
import instruments from '../../catalogs/en/instruments.json' with { type: 'json' };
import market from '../../catalogs/en/market.json' with { type: 'json' };
import onboarding from '../../catalogs/en/onboarding.json' with { type: 'json' };
import payments from '../../catalogs/en/payments.json' with { type: 'json' };
import platform from '../../catalogs/en/platform.json' with { type: 'json' };
import portfolio from '../../catalogs/en/portfolio.json' with { type: 'json' };
import rebalance from '../../catalogs/en/rebalance.json' with { type: 'json' };
import routes from '../../catalogs/en/routes.json' with { type: 'json' };
import savings from '../../catalogs/en/savings.json' with { type: 'json' };
import worldmap from '../../catalogs/en/worldmap.json' with { type: 'json' };

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
