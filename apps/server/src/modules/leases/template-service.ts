import { languages, type Language } from '@rental/shared/enums';
import { defaultLeaseTemplates } from '@rental/shared/lease-template-defaults';
import { unknownLeasePlaceholders } from '@rental/shared/lease-template';
import { msg } from '@rental/shared/message-catalogue';
import type {
  LeaseTemplate,
  LeaseTemplates,
  LeaseTemplateValues,
} from '@rental/shared/schemas/lease-templates';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import {
  findLeaseTemplate,
  listLeaseTemplates,
  saveLeaseTemplate,
  type LeaseTemplateRow,
} from './template-repository.js';

const languageNames: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

function toTemplate(language: Language, row: LeaseTemplateRow | undefined): LeaseTemplate {
  const fallback = defaultLeaseTemplates[language];
  if (!row) {
    return { language, ...fallback, custom: false, updatedby: null, updatedat: null };
  }
  return {
    language,
    body: row.body,
    houserules: row.house_rules,
    custom: row.body !== fallback.body || row.house_rules !== fallback.houserules,
    updatedby: row.updated_by_name,
    updatedat: row.updated_at,
  };
}

/** GET /api/lease-templates: the lease in each language, the default where none is saved. */
export async function getLeaseTemplates(db: Db, organizationId: string): Promise<LeaseTemplates> {
  const rows = await listLeaseTemplates(db, organizationId);
  return {
    templates: languages.map((language) =>
      toTemplate(
        language,
        rows.find((row) => row.language === language),
      ),
    ),
  };
}

/** The lease text and house rules the PDF of `language` is made from. */
export async function leaseTemplateOf(db: Db, organizationId: string, language: Language) {
  return toTemplate(language, await findLeaseTemplate(db, organizationId, language));
}

/**
 * Refuses words in braces the lease cannot fill in, naming them under the field that has them,
 * so a typo never reaches a printed lease.
 */
function assertKnownPlaceholders(values: LeaseTemplateValues) {
  const fields: Record<string, ReturnType<typeof msg>> = {};
  for (const field of ['body', 'houserules'] as const) {
    const unknown = unknownLeasePlaceholders(values[field]);
    if (unknown.length > 0) {
      fields[field] = msg('leases.unknownPlaceholder', { words: unknown.join(', ') });
    }
  }
  const [first] = Object.values(fields);
  if (first) throw new AppError('validation', first, fields);
}

/** PUT /api/lease-templates/{language}: the organization's lease in that language, logged. */
export async function putLeaseTemplate(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  language: Language,
  values: LeaseTemplateValues,
): Promise<LeaseTemplates> {
  assertKnownPlaceholders(values);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await saveLeaseTemplate(trx, {
      organization_id: actor.organizationId,
      language,
      body: values.body,
      house_rules: values.houserules,
      updated_at: now.toISOString(),
      updated_by_name: actor.name,
    });
    // The language's name, which the web words in the reader's language.
    const details = { language: languageNames[language] };
    await recordActivity(
      trx,
      actor,
      {
        kind: 'lease_template_saved',
        entity: 'organization',
        entityId: actor.organizationId,
        details,
      },
      now,
    );
  });
  return getLeaseTemplates(deps.db, actor.organizationId);
}
