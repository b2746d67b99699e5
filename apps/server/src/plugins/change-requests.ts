// "A new change request arrived" (docs/product.md "Requests queue /admin/requests"): the join form
// and a family's own requests call `app.changeRequested(...)` once their row is stored; whoever
// listens (the push sender tells the admins who turned notifications on) hears it. Below the
// features, so the features that make requests and the one that sends pushes need not import each
// other.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeRequestKind } from '@parish/shared/requests';

/** What a listener learns of a new request: enough to word a notification, nothing more. */
export interface ChangeRequestNotice {
  id: string;
  kind: ChangeRequestKind;
  /** The family's house name (a join request: the name it asked for). */
  house: string;
}

export type ChangeRequestListener = (notice: ChangeRequestNotice) => Promise<void> | void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the listeners of a stored request; a listener's failure is logged, never the caller's. */
    changeRequested(notice: ChangeRequestNotice): Promise<void>;
    onChangeRequested(listener: ChangeRequestListener): void;
  }
}

async function changeRequestsPlugin(app: FastifyInstance) {
  const listeners: ChangeRequestListener[] = [];
  app.decorate('onChangeRequested', (listener: ChangeRequestListener) => void listeners.push(listener));
  app.decorate('changeRequested', async (notice: ChangeRequestNotice) => {
    for (const listener of listeners) {
      try {
        await listener(notice);
      } catch (err) {
        app.log.warn({ err, request: notice.id }, 'a change request listener failed');
      }
    }
  });
}

export default fp(changeRequestsPlugin, { name: 'change-requests' });
