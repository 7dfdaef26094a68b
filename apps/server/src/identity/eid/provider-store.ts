import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AppContext } from '../../context.ts';
import {
  consumeRecord,
  destroyRecord,
  findRecord,
  revokeGrant,
  upsertRecord,
} from './provider-store-repo.ts';

/**
 * oidc-provider's storage adapter on our database (its default keeps everything in one process's
 * memory): a sign-in started on one process can finish on another, and survives a restart.
 */
export function databaseAdapter(ctx: AppContext): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(ctx.clock.now().getTime() + expiresIn * 1000) : null;
      await upsertRecord(ctx.db, this.model, id, payload as Record<string, unknown>, expiresAt);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return (await findRecord(ctx.db, this.model, { id }, ctx.clock.now())) as AdapterPayload | undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return (await findRecord(ctx.db, this.model, { uid }, ctx.clock.now())) as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return (await findRecord(ctx.db, this.model, { userCode }, ctx.clock.now())) as
        | AdapterPayload
        | undefined;
    }

    async consume(id: string): Promise<void> {
      await consumeRecord(ctx.db, this.model, id, ctx.clock.now());
    }

    async destroy(id: string): Promise<void> {
      await destroyRecord(ctx.db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await revokeGrant(ctx.db, grantId);
    }
  };
}
