import accounts from '../../catalogs/da/accounts.json' with { type: 'json' };
import auth from '../../catalogs/da/auth.json' with { type: 'json' };
import common from '../../catalogs/da/common.json' with { type: 'json' };
import community from '../../catalogs/da/community.json' with { type: 'json' };
import credit from '../../catalogs/da/credit.json' with { type: 'json' };
import errors from '../../catalogs/da/errors.json' with { type: 'json' };
import feed from '../../catalogs/da/feed.json' with { type: 'json' };
import groups from '../../catalogs/da/groups.json' with { type: 'json' };
import home from '../../catalogs/da/home.json' with { type: 'json' };
import instruments from '../../catalogs/da/instruments.json' with { type: 'json' };
import market from '../../catalogs/da/market.json' with { type: 'json' };
import onboarding from '../../catalogs/da/onboarding.json' with { type: 'json' };
import payments from '../../catalogs/da/payments.json' with { type: 'json' };
import platform from '../../catalogs/da/platform.json' with { type: 'json' };
import portfolio from '../../catalogs/da/portfolio.json' with { type: 'json' };
import rebalance from '../../catalogs/da/rebalance.json' with { type: 'json' };
import routes from '../../catalogs/da/routes.json' with { type: 'json' };
import savings from '../../catalogs/da/savings.json' with { type: 'json' };
import worldmap from '../../catalogs/da/worldmap.json' with { type: 'json' };

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
