import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';

// @TODO the pension information service's adapter lands in the next commit; until then the calls are
// registered (contract, OpenAPI) and answer that the service is not reachable.
const notYet = async (): Promise<never> => {
  throw new AppError('SERVICE_UNAVAILABLE', 'The pension information service is not reachable yet.');
};

export const pensionCompaniesRoute = route(api.pension.companies, notYet);
export const pensionInsurancesRoute = route(api.pension.insurances, notYet);
export const startPensionMoveRoute = route(api.pension.startMove, notYet);
export const pensionMovesRoute = route(api.pension.moves, notYet);
export const pensionMoveRoute = route(api.pension.move, notYet);

export const pensionMoveRoutes = [
  pensionCompaniesRoute,
  pensionInsurancesRoute,
  startPensionMoveRoute,
  pensionMovesRoute,
  pensionMoveRoute,
];
