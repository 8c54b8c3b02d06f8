// The demo's to-do list: 20 tasks of a Polish accounting office's month across the five tags and the
// three demo logins, some overdue, completed, important or deleted, three following up a document.
// Dates are relative to the day the seed runs, so "overdue" stays true in the demo. Idempotent.
import type { TodoTag } from '@saldo/contracts/todo';
import type { Db } from '../../db/client.ts';
import { DAY_MS, todayInPoland } from '../../lib/dates.ts';
import { demoDocuments, hasTasks, insertTask, organizationUserIds } from './todo.repository.ts';

type Who = 'admin' | 'accountant' | 'client';
const EMAIL: Record<Who, string> = {
  admin: 'admin@demo.com',
  accountant: 'accountant@demo.com',
  client: 'client@demo.com',
};

interface DemoTask {
  title: string;
  /** Days from today; null for no deadline. */
  due: number | null;
  who: Who;
  tags: TodoTag[];
  description?: string;
  completed?: boolean;
  important?: boolean;
  deletedDaysAgo?: number;
  link?: 'invoice' | 'contractor' | 'cost';
}

const DEMO_TASKS: DemoTask[] = [
  {
    title: 'Wysłać JPK_V7M za poprzedni miesiąc',
    due: 2,
    who: 'accountant',
    tags: ['high'],
    important: true,
  },
  { title: 'Zapłacić składki ZUS', due: 5, who: 'accountant', tags: ['high', 'update'], important: true },
  { title: 'Przelać zaliczkę PIT-4', due: 4, who: 'accountant', tags: ['medium'] },
  {
    title: 'Zadzwonić w sprawie zaległej faktury',
    due: -3,
    who: 'admin',
    tags: ['high'],
    important: true,
    link: 'invoice',
    description: '<p>Klient nie odpowiada na przypomnienia. Zapytać o <strong>termin zapłaty</strong>.</p>',
  },
  { title: 'Uzgodnić saldo z kontrahentem', due: 7, who: 'accountant', tags: ['medium'], link: 'contractor' },
  { title: 'Opisać fakturę kosztową', due: -1, who: 'accountant', tags: ['low'], link: 'cost' },
  { title: 'Przesłać wyciągi bankowe za październik', due: -5, who: 'client', tags: ['update'] },
  { title: 'Podpisać umowę o zachowaniu poufności', due: 3, who: 'client', tags: ['medium'] },
  { title: 'Dostarczyć brakujące faktury zakupowe', due: 1, who: 'client', tags: ['high'], important: true },
  { title: 'Potwierdzić dane do listy płac', due: -2, who: 'client', tags: ['team'], completed: true },
  { title: 'Zaktualizować stawki amortyzacji', due: 14, who: 'accountant', tags: ['low', 'update'] },
  { title: 'Spotkanie zespołu: zamknięcie miesiąca', due: 6, who: 'admin', tags: ['team'] },
  { title: 'Przegląd uprawnień użytkowników', due: 10, who: 'admin', tags: ['team', 'low'] },
  { title: 'Sprawdzić certyfikat KSeF', due: 20, who: 'admin', tags: ['update'] },
  { title: 'Przygotować listę płac za listopad', due: 3, who: 'accountant', tags: ['team', 'high'] },
  { title: 'Rozliczyć delegację', due: -10, who: 'accountant', tags: ['low'], completed: true },
  { title: 'Zamówić tonery do drukarki', due: null, who: 'admin', tags: ['low'], completed: true },
  { title: 'Archiwizacja dokumentów za 2025', due: 30, who: 'admin', tags: ['medium'] },
  {
    title: 'Stary szkic procedury obiegu dokumentów',
    due: null,
    who: 'admin',
    tags: ['low'],
    deletedDaysAgo: 4,
  },
  { title: 'Zduplikowane zadanie: ZUS', due: 5, who: 'accountant', tags: ['update'], deletedDaysAgo: 1 },
];

const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export async function seedDemoTasks(db: Db, organizationId: number): Promise<void> {
  if (await hasTasks(db, organizationId)) return;
  const [ids, documents] = await Promise.all([
    organizationUserIds(db, organizationId),
    demoDocuments(db, organizationId),
  ]);
  const today = todayInPoland();
  const createdBy = ids.get(EMAIL.admin) ?? null;
  await db.transaction(async (tx) => {
    for (const task of DEMO_TASKS) {
      const linkId = task.link ? documents[`${task.link}Id`] : undefined;
      await insertTask(tx, {
        organizationId,
        title: task.title,
        description: task.description ?? '',
        dueDate: task.due === null ? null : dayFrom(today, task.due),
        assigneeId: ids.get(EMAIL[task.who]) ?? null,
        tags: task.tags,
        isCompleted: task.completed ?? false,
        isImportant: task.important ?? false,
        deletedAt:
          task.deletedDaysAgo === undefined ? null : new Date(Date.now() - task.deletedDaysAgo * DAY_MS),
        contractorId: task.link === 'contractor' ? (linkId ?? null) : null,
        invoiceId: task.link === 'invoice' ? (linkId ?? null) : null,
        costId: task.link === 'cost' ? (linkId ?? null) : null,
        createdBy,
      });
    }
  });
}
