import accounts from '../../catalogs/sv/accounts.json' with { type: 'json' };
import auth from '../../catalogs/sv/auth.json' with { type: 'json' };
import common from '../../catalogs/sv/common.json' with { type: 'json' };
import community from '../../catalogs/sv/community.json' with { type: 'json' };
import credit from '../../catalogs/sv/credit.json' with { type: 'json' };
import errors from '../../catalogs/sv/errors.json' with { type: 'json' };
import feed from '../../catalogs/sv/feed.json' with { type: 'json' };
import groups from '../../catalogs/sv/groups.json' with { type: 'json' };
import home from '../../catalogs/sv/home.json' with { type: 'json' };
import instruments from '../../catalogs/sv/instruments.json' with { type: 'json' };
import market from '../../catalogs/sv/market.json' with { type: 'json' };
import onboarding from '../../catalogs/sv/onboarding.json' with { type: 'json' };
import payments from '../../catalogs/sv/payments.json' with { type: 'json' };
import platform from '../../catalogs/sv/platform.json' with { type: 'json' };
import portfolio from '../../catalogs/sv/portfolio.json' with { type: 'json' };
import rebalance from '../../catalogs/sv/rebalance.json' with { type: 'json' };
import routes from '../../catalogs/sv/routes.json' with { type: 'json' };
import savings from '../../catalogs/sv/savings.json' with { type: 'json' };
import worldmap from '../../catalogs/sv/worldmap.json' with { type: 'json' };

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
