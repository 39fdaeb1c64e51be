import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { PASSWORD_RESET_TTL_MINUTES } from '@tenho/domain/auth/password-reset.schemas';
import type { JobQueue, PayInChatJobData } from '../../jobs/job-queue.ts';
import { startWorkers, type WorkerTuning } from '../../jobs/workers.ts';
import { createCloudGateway } from '../../whatsapp/cloud-gateway.ts';
import { createDispatcher, type Dispatcher } from '../../whatsapp/dispatcher.ts';
import type { WhatsappGateway } from '../../whatsapp/gateway.ts';
import {
  isUndeliverableContact,
  setConsumerNoticeLine,
  type OutboundFailureHook,
} from '../../whatsapp/outbox.ts';
import { createSimulatorGateway } from '../../whatsapp/simulator-gateway.ts';
import { createDisputesService, type DisputesService } from '../disputes/disputes.service.ts';
import { createOffersService, type OffersService, type ShortBalanceHook } from '../offers/offers.service.ts';
import { PRIVACY_TEXTS } from '@tenho/domain/privacy/privacy.schemas';
import { createPrivacyService, privacyLedgerFile, type PrivacyService } from '../privacy/privacy.service.ts';
import { createRatingsService, type RatingsService } from '../ratings/ratings.service.ts';
import { createSettingsService } from '../settings/settings.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createIngestService, type IngestService } from './ingest.service.ts';
import { createRoutingService, type RoutingService } from './routing.service.ts';
import {
  createMediaService,
  createMediaStorage,
  createSimulatorUploads,
  type MediaService,
} from '../media/media.service.ts';

/** The parts of the WhatsApp loop that need the job queue (absent when the app was built without one). */
export type WhatsappPipeline = {
  jobs: JobQueue;
  ingest: IngestService;
  routing: RoutingService;
  dispatcher: Dispatcher;
  ratings: RatingsService;
  privacy: PrivacyService;
  /** Issue 30: voice notes fetched and transcribed in their own job. */
  media: MediaService;
};

export type WhatsappLoop = {
  gateway: WhatsappGateway;
  /** Verifies webhook signatures (and signs the simulator's deliveries). */
  appSecret: string | null;
  offers: OffersService;
  /** Disputes of charged leads and their refunds (they write to the company through the outbox). */
  disputes: DisputesService;
  /** Null when the app has no job queue: signed webhooks then answer 503 and Meta retries. */
  pipeline: WhatsappPipeline | null;
  now: () => Date;
  /** Starts this process's workers (main.ts unless WORKERS=0; loop tests). */
  startWorkers(tuning?: WorkerTuning): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: WhatsappLoop;
  }
}

export type WhatsappPluginOptions = {
  /** pg-boss, started by the caller (main.ts, loop tests), which also stops it. */
  jobs?: JobQueue | null;
  /** Overrides the gateway WHATSAPP_MODE picks (tests). */
  gateway?: WhatsappGateway;
  now?: () => Date;
  /** Issue 32 (composed in app.ts): a TENHO without balance gets a Pix, applied once it is paid. */
  payInChat?: { onShortBalance: ShortBalanceHook; handleJob(data: PayInChatJobData): Promise<void> } | null;
};

export const whatsappPlugin = fp<WhatsappPluginOptions>(
  async (app, options) => {
    const { db, config } = app;
    const now = options.now ?? (() => new Date());
    const jobs = options.jobs ?? null;
    const gateway =
      options.gateway ??
      (config.whatsapp.mode === 'cloud' ? createCloudGateway(config.whatsapp) : createSimulatorGateway());
    // The simulator signs its deliveries like Meta does; without a configured secret it uses one of
    // this process's own (it posts to itself). In cloud mode the secret is required (config.ts).
    const appSecret =
      config.whatsapp.appSecret ??
      (config.whatsapp.mode === 'simulator' ? randomBytes(32).toString('hex') : null);

    const settings = createSettingsService({ db });
    const wallet = createWalletService({ db });
    const offers = createOffersService({
      db,
      jobs,
      wallet,
      settings,
      now,
      events: app.events,
      onShortBalance: options.payInChat?.onShortBalance,
    });
    const disputes = createDisputesService({ db, offers, wallet, settings, events: app.events, now });
    const log = app.log;
    // A contact the consumer can never receive refunds the company's lead by itself.
    const onFailedForGood: OutboundFailureHook = async (tx, row) => {
      if (!isUndeliverableContact(row)) return;
      const refunded = await disputes.refundUndeliverableInTx(tx, row.offerId!);
      if (refunded) return () => disputes.announce(refunded);
    };

    setConsumerNoticeLine(PRIVACY_TEXTS.noticeLine(config.publicUrl));
    let pipeline: WhatsappPipeline | null = null;
    if (jobs) {
      const ratings = createRatingsService({ db, jobs, settings, now });
      const privacy = createPrivacyService({
        db,
        jobs,
        secret: config.privacyPseudonymSecret,
        ledgerFile: privacyLedgerFile(config.dataDir),
        settings,
        now,
      });
      const media = createMediaService({
        db,
        jobs,
        config: config.transcribe,
        whatsapp: config.whatsapp,
        storage: createMediaStorage(config.transcribe.mediaDir),
        simulatorUploads:
          config.whatsapp.mode === 'simulator' ? createSimulatorUploads(config.transcribe.mediaDir) : null,
        log,
        onReady: (messageId) => routing.processMany([messageId]),
      });
      const routing: RoutingService = createRoutingService({
        db,
        jobs,
        categorizer: app.categorizer,
        offers,
        ratings,
        privacy,
        settings,
        whatsapp: config.whatsapp,
        media,
        log,
        now,
      });
      pipeline = {
        jobs,
        ratings,
        privacy,
        media,
        ingest: createIngestService({ db, jobs, onFailedForGood }),
        routing,
        dispatcher: createDispatcher({ db, jobs, gateway, log, now, onFailedForGood }),
      };
    }

    let started = false;
    app.decorate('whatsapp', {
      gateway,
      appSecret,
      offers,
      disputes,
      pipeline,
      now,
      async startWorkers(tuning) {
        if (!pipeline) throw new Error('startWorkers: the app was built without a job queue');
        if (started) return;
        started = true;
        const outbox = app.mailer.directory;
        await startWorkers(
          {
            ...pipeline,
            offers,
            payInChat: options.payInChat,
            // The longest-lived link an e-mail carries is the password reset's.
            mailOutbox: outbox ? { directory: outbox, maxAgeMs: PASSWORD_RESET_TTL_MINUTES * 60_000 } : null,
          },
          tuning,
        );
      },
    } satisfies WhatsappLoop);
  },
  { name: 'whatsapp', fastify: '5.x', dependencies: ['categorizer', 'events', 'mailer'] },
);
