import type { Db } from '../db/database.js';
import type { Principal } from '../lib/principal.js';
import { assignmentsService } from '../modules/assignments/assignments.service.js';
import { auditsService } from '../modules/audits/audits.service.js';
import { checkpointsService } from '../modules/checkpoints/checkpoints.service.js';
import { documentationService } from '../modules/documentation/documentation.service.js';
import { findingsService } from '../modules/findings/findings.service.js';
import { itemsService } from '../modules/items/items.service.js';
import { libraryService } from '../modules/library/library.service.js';
import { maturitiesService } from '../modules/maturities/maturities.service.js';
import { requirementsService } from '../modules/requirements/requirements.service.js';
import { addDays, todayUtc } from '../modules/specifications/specifications.semaphore.js';
import { specificationsService } from '../modules/specifications/specifications.service.js';
import { auditSnapshotsService } from '../views/audit-snapshots.js';
import { specificationsReportService } from '../views/specification-report.js';

/**
 * What a first look at Demo AS shows: NIST CSF 2.0 with requirements in all four colours, a small toolbox
 * (assets of each class, a product, controls with titles, threats) and executions, assignments and
 * maturities. Dates count from today, so the colours hold on whatever day the installation is made. Made
 * through the services, as the administrator, so it keeps every rule a user's changes keep (and is audited).
 */
export async function seedSampleData(db: Db, admin: Principal, user: Principal): Promise<void> {
  const today = todayUtc();
  const day = (offset: number) => addDays(today, offset);
  const items = itemsService(db);
  const requirements = requirementsService(db);
  const maturities = maturitiesService(db);
  // The sample is where the demo starts, not news: its assignments notify nobody.
  const assignments = assignmentsService(db, { notifyAssignment: async () => {} });
  const checkpoints = checkpointsService(db);

  const documentation = documentationService(db);

  // An asset's definition is its Definition documentation, the text the details dialog shows and edits; the
  // plain-text `definition` field is the legacy API's, left empty here.
  const asset = async (name: string, klass: number, definition: string) => {
    const created = await items.create(admin, 'Assets', { name, class: klass });
    await documentation.saveV2(
      admin,
      { category: 'Assets', id: created.id },
      { class: 'Definition', purpose: 'internal', content: `<p>${definition}</p>` },
    );
    return created;
  };
  const mailServer = await asset('Mail server', 2, 'Exchange server for all staff mail.');
  const customerDb = await asset('Customer database', 2, 'PostgreSQL database with customer records.');
  const office = await asset('Head office', 3, 'Offices and server room in Oslo.');
  const onboarding = await asset('Onboarding', 4, 'How new employees get accounts and training.');
  await items.create(admin, 'Products', { name: 'Webshop' });
  const control = (name: string, title: string) => items.create(admin, 'Controls', { name, title });
  const accessReview = await control('Access review', 'Review user access rights every quarter');
  const backup = await control('Backup', 'Back up data daily and test restoring it');
  const encryption = await control('Encryption at rest', 'Encrypt stored data and manage the keys');
  const training = await control('Awareness training', 'Train all staff in security awareness every year');
  await items.create(admin, 'Threats', { name: 'Ransomware', likelihood: 3, consequence: 5 });
  await items.create(admin, 'Threats', { name: 'Phishing', likelihood: 4, consequence: 3 });

  const execute = async (
    controlId: string,
    assetId: string,
    dates: { deadlineDate?: string; implementedDate?: string; expiresDate?: string },
  ) => {
    const execution = await items.createExecution(admin, controlId, { itemId: assetId, itemType: 'Asset' });
    await checkpoints.save(admin, 'Executions', execution.id, dates);
  };
  await execute(accessReview.id, customerDb.id, { implementedDate: day(-60), expiresDate: day(300) });
  await execute(backup.id, mailServer.id, { implementedDate: day(-340), expiresDate: day(20) });
  await execute(encryption.id, customerDb.id, { deadlineDate: day(-10) });
  await execute(training.id, onboarding.id, { deadlineDate: day(45) });

  // From the library, as an administrator would add it, so the library shows it added.
  const { specification } = await libraryService(db).add(admin, 'nist-csf-2.0');
  const tree = await specificationsService(db).elements(admin, specification.id);
  // The subcategories, not the categories that hold them: a category's colour is its own work, which the
  // demo leaves to do, with its subcategories' colours beside it.
  const parents = new Set(tree.map((e) => e.parentId));
  const [green, expiring, red, open, ownGreen, notApplicable, overdue] = tree.filter(
    (e) => e.kind === 'requirement' && !parents.has(e.id),
  );
  if (!green || !expiring || !red || !open || !ownGreen || !notApplicable || !overdue) return;

  await requirements.linkControl(admin, green.id, { controlId: accessReview.id });
  await requirements.linkControl(admin, expiring.id, { controlId: backup.id });
  await requirements.linkControl(admin, red.id, { controlId: encryption.id });
  await requirements.linkControl(admin, open.id, { controlId: training.id });
  await checkpoints.save(admin, 'Requirements', ownGreen.id, {
    implementedDate: day(-30),
    expiresDate: day(365),
  });
  await requirements.putApplicability(admin, notApplicable.id, {
    applicable: false,
    justification: 'Demo AS develops no software of its own.',
  });
  await requirements.relate(admin, overdue.id, 'Assets', office.id, true);
  await checkpoints.save(admin, 'Requirements', overdue.id, { deadlineDate: day(-3) });

  const levels: [string, number, number][] = [
    [green.id, 4, 5],
    [expiring.id, 3, 4],
    [red.id, 1, 3],
    [open.id, 2, 4],
    [ownGreen.id, 3, 3],
  ];
  for (const [id, current, target] of levels) {
    await maturities.create(admin, id, { classId: 'Current', level: current, comment: null });
    await maturities.create(admin, id, { classId: 'Target', level: target, comment: null });
  }
  for (const requirement of [green, expiring, red, open]) {
    await assignments.put(admin, 'Requirements', requirement.id, { type: 0, userId: user.userId });
    await assignments.put(admin, 'Requirements', requirement.id, { type: 1, userId: admin.userId });
  }

  // An internal audit under way, sealed on the day the demo was made, with one finding nobody owns yet: the
  // audit page, its snapshot and the comparison with today have something to show from the start.
  const audit = await auditsService(db).create(admin, {
    title: 'Internal audit of NIST CSF 2.0',
    kind: 'internal',
    auditDate: today,
    periodStart: addDays(today, -365),
    periodEnd: today,
    leadAuditorId: admin.userId,
    teamIds: [user.userId],
    specificationIds: [specification.id],
  });
  await auditsService(db).update(admin, audit.id, { status: 'in-progress' });
  await auditSnapshotsService(db, specificationsReportService(db)).freeze(admin, audit.id);
  await findingsService(db, { notifyFindingOwner: async () => {} }).create(admin, audit.id, {
    kind: 'opportunity',
    title: 'Record who took part in each access review',
    requirementId: green.id,
  });
}
