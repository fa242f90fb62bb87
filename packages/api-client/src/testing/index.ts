export { startFakeServer, type FakeReply, type FakeServer, type ReceivedRequest } from './fake-server.ts';
export {
  ApiError,
  matchPath,
  pageOf,
  SESSION_COOKIE,
  startContractFake,
  type ContractCall,
  type ContractFake,
  type RouteAnswer,
  type RouteHandlers,
  type RouteName,
  type RouteRequest,
} from './contract-fake.ts';
