import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 14's garden plots: 'Members apply with … #applyBtn → PlotApplications' beside 'Admins
 * only: #applicationsRepeater shows all applications, with #approveBtn / #rejectBtn that set
 * status to Approved / Rejected'. Before, the reject button saved 'Approved' too, and the
 * admins-only list made applying admins-only, so no member could apply.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Members apply with #plotSizeRadio (Small, Large) and #applyBtn → PlotApplications. Admins only: #applicationsRepeater shows all applications, with #appSize, and #approveBtn / #rejectBtn that set status to Approved / Rejected.',
    { PlotApplications: { plotSize: 'text', status: 'text' } },
    [
      { id: 'plotSizeRadio', type: 'radioGroup' },
      { id: 'applyBtn', type: 'button' },
      { id: 'applicationsRepeater', type: 'repeater' },
      { id: 'appSize', type: 'text', parentId: 'applicationsRepeater' },
      { id: 'approveBtn', type: 'button', parentId: 'applicationsRepeater' },
      { id: 'rejectBtn', type: 'button', parentId: 'applicationsRepeater' },
    ],
    outputType,
  );

describe('template engine: buttons and values listed with slashes, each its own', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    '#rejectBtn sets Rejected and #approveBtn Approved (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        member: true,
        memberRoles: ['Admin'],
        beforeRun: (page) => {
          void page.data.insert('PlotApplications', { _id: 'a1', plotSize: 'Small' });
          void page.data.insert('PlotApplications', { _id: 'a2', plotSize: 'Large' });
        },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      await run.fire('#rejectBtn', 'click', { itemId: 'a1' });
      await run.fire('#approveBtn', 'click', { itemId: 'a2' });
      await run.settle();
      expect(run.errors).toEqual([]);
      const saved = await run.wixData.query('PlotApplications').ascending('_id').find();
      expect(saved.items.map((i) => i['status'])).toEqual(['Rejected', 'Approved']);
      expect(result.instructions).toContain(
        'Click `rejectBtn` in an item (as a site admin): that plot application shows `status` set to Rejected.',
      );
    },
  );

  it('lets members apply while only admins see and decide on the applications', async () => {
    const { result } = await runGenerated(request('frontend_backend'), { itemsPerCollection: 0 });
    expect(result.backendCode).toContain(
      'export const submitPlotApplication = webMethod(Permissions.SiteMember,',
    );
    expect(result.backendCode).toContain(
      'export const getPlotApplications = webMethod(Permissions.Admin,',
    );
    expect(result.backendCode).toContain(
      'export const rejectPlotApplication = webMethod(Permissions.Admin,',
    );
    expect(result.instructions).toContain(
      'Permissions: only admins can view content ("Admin": the prompt keeps these items for site admins, visitors and members don\'t see them); site members can add content ("Site member"), and only admins can update it',
    );
  });

  it('saves the values the arrow gives, leaves an optional textarea empty, and says the tick rule', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Members apply with #plotSizeRadio (Small, Large), #experienceInput (textarea, optional), #agreeRules checkbox (must be checked: "You must agree to the garden rules") and #applyBtn → PlotApplications with status "Pending" and season "2025". Show messages in #applyMsg.',
        {
          PlotApplications: {
            plotSize: 'text',
            experience: 'text',
            agreed: 'boolean',
            status: 'text',
            season: 'text',
          },
        },
        [
          { id: 'plotSizeRadio', type: 'radioGroup' },
          { id: 'experienceInput', type: 'textarea' },
          { id: 'agreeRules', type: 'checkbox' },
          { id: 'applyBtn', type: 'button' },
          { id: 'applyMsg', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0, member: true },
    );
    const message = () => (run.$w('#applyMsg') as unknown as { text: string }).text;
    await run.setValue('#plotSizeRadio', 'Small');
    await run.fire('#applyBtn', 'click');
    await run.settle();
    expect(message()).toBe('You must agree to the garden rules');
    (run.$w('#agreeRules') as unknown as { checked: boolean }).checked = true;
    await run.fire('#applyBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const saved = (await run.wixData.query('PlotApplications').find()).items;
    expect(saved.map((i) => [i['plotSize'], i['status'], i['season']])).toEqual([
      ['Small', 'Pending', '2025'],
    ]);
    expect(result.backendCode).toContain("status: 'Pending',");
  });
});
