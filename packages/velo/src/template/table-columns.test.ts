import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { buildStructure } from '../structure';
import { AS_ADMIN, runGenerated } from './test-support';

/**
 * A table shows the columns the prompt names and never a field it says not to show: that field
 * stays off the rows, out of what the web method sends, and (with a web module) behind admin-only
 * permissions. Run in the preview runtime over sample items.
 */

const employees = (prompt: string, outputType: 'velo' | 'frontend_backend') =>
  ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Employees',
        fields: [
          { id: 'fullName', type: 'text' },
          { id: 'department', type: 'text' },
          { id: 'startDate', type: 'date' },
          { id: 'salary', type: 'number' },
          { id: 'email', type: 'text' },
        ],
      },
    ],
    elementIds: ['employeesTable'],
    elementHierarchy: { elements: [{ id: 'employeesTable', type: 'table' }] },
  });

type Table = { rows: Record<string, unknown>[]; columns: { label: string }[] };
const table = (run: Awaited<ReturnType<typeof runGenerated>>['run']) =>
  run.$w('#employeesTable') as unknown as Table;

const ONLY_THREE =
  'Show the employees in employeesTable with only three columns: Name, Department and Start Date (formatted as a date). Sort by name A to Z. Do not show the salary.';

describe('template engine: table columns', () => {
  it('shows only the named columns, sorted by the field the prompt names, and sends no salary', async () => {
    const request = employees(ONLY_THREE, 'frontend_backend');
    const { result, run } = await runGenerated(request);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(run.errors).toEqual([]);
    const { rows, columns } = table(run);
    expect(columns.map((c) => c.label)).toEqual(['Full name', 'Department', 'Start date']);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['_id', 'department', 'fullName', 'startDate']);
    const names = rows.map((r) => String(r['fullName']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    // What a visitor's browser gets from the web method holds no salary and no email.
    const direct = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: "export { getEmployees } from 'backend/employees.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/employees.web.js',
    });
    const sent = (await (direct.exports['getEmployees'] as () => Promise<{ items: object[] }>)())
      .items;
    expect(sent.length).toBeGreaterThan(2);
    for (const item of sent)
      expect(Object.keys(item).sort()).toEqual(['_id', 'department', 'fullName', 'startDate']);
    expect(result.backendCode).toContain('.find({ suppressAuth: true })');
    expect(result.instructions).toContain(
      'only admins can view content ("Admin": the web module reads the items for the page with suppressAuth and sends only the table\'s columns, so `salary` stays private)',
    );
  });

  it('says the hidden field stays readable when the page reads the collection itself', async () => {
    const { result, run } = await runGenerated(employees(ONLY_THREE, 'velo'));
    expect(run.errors).toEqual([]);
    expect(table(run).rows.every((r) => !('salary' in r))).toBe(true);
    expect(result.instructions).toContain(
      'The table leaves out `salary`, but the page reads the collection itself, so anyone who may view it can still query that field',
    );
  });

  it.each([
    [
      'Show the employees in employeesTable with the columns fullName and department only.',
      ['Full name', 'Department'],
    ],
    [
      'employeesTable lists the employees; hide the salary and email.',
      ['Full name', 'Department', 'Start date'],
    ],
    [
      'Show name, department and email in employeesTable, sorted by start date.',
      ['Full name', 'Department', 'Email'],
    ],
    [
      'Show all employees in employeesTable, but not their salary.',
      ['Full name', 'Department', 'Start date', 'Email'],
    ],
    // A condition on rows hides no column.
    [
      "Show the employees in employeesTable. Don't show rows where the department is Sales.",
      ['Full name', 'Department', 'Start date', 'Salary', 'Email'],
    ],
  ])('%s', async (prompt, labels) => {
    const { run } = await runGenerated(employees(prompt, 'velo'));
    expect(run.errors).toEqual([]);
    expect(table(run).columns.map((c) => c.label)).toEqual(labels);
  });

  it('sorts Z to A when asked', async () => {
    const { run } = await runGenerated(
      employees('Show the employees in employeesTable, sorted by name Z to A.', 'velo'),
    );
    const names = table(run).rows.map((r) => String(r['fullName']));
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'shows an amount the prompt formats as money in each row (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        employees(
          'Show the employees in employeesTable with the name and the salary formatted as euros (e.g. €1,234.50).',
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Employees', { fullName: 'Ada', salary: 1234.5 }),
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const salary = (1234.5).toLocaleString(undefined, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(table(run).rows).toEqual([expect.objectContaining({ fullName: 'Ada', salary })]);
      expect(result.frontendCode).toContain(
        "{ id: 'salary', dataPath: 'salary', label: 'Salary', type: 'string' },",
      );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "shows a reference column as the referenced item's name, and sends no more of it (%s)",
    async (outputType) => {
      const request = ZGenerationRequest.parse({
        prompt:
          "Admin-only orders table: ordersTable shows each order's number and the customer's name (from the customer reference to Customers).",
        outputType,
        includeInstructions: true,
        collections: [
          {
            name: 'Orders',
            fields: [
              { id: 'orderNumber', type: 'text' },
              { id: 'customer', type: 'reference' },
            ],
          },
          {
            name: 'Customers',
            fields: [
              { id: 'fullName', type: 'text' },
              { id: 'email', type: 'text' },
            ],
          },
        ],
        elementIds: ['ordersTable'],
        elementHierarchy: { elements: [{ id: 'ordersTable', type: 'table' }] },
      });
      const { result, run } = await runGenerated(request, {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Customers', {
            _id: 'c1',
            fullName: 'Ada Lovelace',
            email: 'ada@example.com',
          });
          void page.data.insert('Orders', { orderNumber: 'A-1', customer: 'c1' });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const ordersTable = run.$w('#ordersTable') as unknown as Table;
      expect(ordersTable.columns.map((c) => c.label)).toEqual(['Order number', 'Customer']);
      expect(ordersTable.rows).toEqual([
        expect.objectContaining({ orderNumber: 'A-1', customer: 'Ada Lovelace' }),
      ]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          'customer: item.customer && { _id: item.customer._id, fullName: item.customer.fullName },',
        );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "lists the columns in the order after 'columns', with when each item was sent (%s)",
    async (outputType) => {
      const request = ZGenerationRequest.parse({
        prompt:
          'Admin page: submissionsTable shows all contact messages with columns name, email, message and date submitted (newest first).',
        outputType,
        collections: [
          {
            name: 'ContactMessages',
            fields: [
              { id: 'name', type: 'text' },
              { id: 'email', type: 'text' },
              { id: 'message', type: 'text' },
            ],
          },
        ],
        elementIds: ['submissionsTable'],
        elementHierarchy: { elements: [{ id: 'submissionsTable', type: 'table' }] },
      });
      const { result, run } = await runGenerated(request, {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('ContactMessages', {
            name: 'Ada',
            email: 'ada@example.com',
            message: 'Hello',
          }),
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const submissions = run.$w('#submissionsTable') as unknown as Table;
      expect(submissions.columns.map((c) => c.label)).toEqual([
        'Name',
        'Email',
        'Message',
        'Date submitted',
      ]);
      const [row] = submissions.rows;
      expect(row).toMatchObject({ name: 'Ada', message: 'Hello' });
      expect(row?.['_createdDate']).toEqual(expect.stringMatching(/\d/));
    },
  );
});
