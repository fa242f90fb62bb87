import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** A database or a transaction of it, whatever its tables: what the engine needs of one. */
export type DatabaseHandle = Pick<Kysely<unknown>, 'getExecutor' | 'executeQuery'>;

/**
 * A Kysely plugin that changes no query: it carries the database's job engine, so the code that writes a change
 * inside a transaction can add the job it causes in the same transaction without every service receiving the
 * engine (`jobsOf(trx)`). A transaction inherits its database's plugins.
 */
export class JobEngineSlot implements KyselyPlugin {
  /** The engine attached by JobEngine.open (typed loosely: the engine imports this module). */
  engine: object | undefined;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
