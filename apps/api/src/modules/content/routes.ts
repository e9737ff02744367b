import { fieldErrors, firstErrorMessage } from '@dhatu/domain';
import { contactBodySchema, contactSentSchema, errorResponseSchema } from '@dhatu/domain/contracts';
import { badRequest } from '../../lib/errors.ts';
import { createMailer } from '../../lib/mailer.ts';
import type { App } from '../../lib/types.ts';
import { CONTACT_THANK_YOU, submitContactMessage, type ContactContext } from './contact.service.ts';

/** The contact form's call (account §7 POST /contact); the static pages themselves need no API. */
export async function contentRoutes(app: App) {
  const { config } = app;
  const mailer = createMailer(config, app.log);
  const inFlight = new Set<Promise<unknown>>();
  const contact: ContactContext = {
    db: app.db,
    mailer,
    shopName: config.SHOP_NAME,
    notifyTo: config.CONTACT_NOTIFY_EMAIL ?? config.SHOP_EMAIL,
    maxPerWindow: config.CONTACT_RATE_LIMIT_MAX,
    windowMs: config.CONTACT_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    log: app.log,
    track: (work) => {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },
  };
  // A shutdown lets the notices already on their way finish (each send is bounded by its timeouts).
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
    mailer.close();
  });

  app.post('/api/contact', {
    schema: {
      tags: ['content'],
      summary: `Send a message to the shop (at most ${config.CONTACT_RATE_LIMIT_MAX} per address in ${config.CONTACT_RATE_LIMIT_WINDOW_MINUTES} minutes)`,
      description: 'Stores the message and e-mails the shop when SMTP is set up. A 400 lists the spec\'s messages in `errors`, one per field; a 429 carries Retry-After.',
      body: contactBodySchema,
      response: { 201: contactSentSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
    // The spec's client maps each error string to a field by its words, so the strings are exactly
    // the form's messages (not the API's usual "field: message"): validated here, not by the hook.
    attachValidation: true,
  }, async (request, reply) => {
    const parsed = contactBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw badRequest(firstErrorMessage(parsed.error), Object.values(fieldErrors(parsed.error)));
    }
    await submitContactMessage(contact, parsed.data, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return reply.status(201).send({ success: true, message: CONTACT_THANK_YOU });
  });
}
