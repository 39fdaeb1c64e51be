import { describe, expect, it } from 'vitest';
import {
  REPORTS_MSG,
  dayMonthLabel,
  financialReportQuerySchema,
  maskConsumerNumber,
  messagesReportQuerySchema,
  reportGranularity,
  userActivityQuerySchema,
} from './reports.schemas.ts';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('report queries', () => {
  it('financial: period 7, 30, 90 or 365 (default 30); nothing else', () => {
    expect(financialReportQuerySchema.parse({})).toEqual({ period: 30, format: 'json' });
    for (const p of ['7', '30', '90', '365'])
      expect(financialReportQuerySchema.parse({ period: p }).period).toBe(Number(p));
    for (const p of ['15', '0', '', '30.0', 'abc', '-7'])
      expect(issue(financialReportQuerySchema.safeParse({ period: p }))).toBe(REPORTS_MSG.periodInvalid);
    expect(issue(financialReportQuerySchema.safeParse({ format: 'xlsx' }))).toBe(REPORTS_MSG.formatInvalid);
  });

  it('user activity: the filter, paging', () => {
    expect(userActivityQuerySchema.parse({})).toEqual({
      filter: 'all',
      page: 1,
      pageSize: 20,
      format: 'json',
    });
    expect(userActivityQuerySchema.parse({ filter: 'CLIENT', page: '3', pageSize: '100' })).toMatchObject({
      filter: 'CLIENT',
      page: 3,
      pageSize: 100,
    });
    expect(issue(userActivityQuerySchema.safeParse({ filter: 'client' }))).toBe(REPORTS_MSG.filterInvalid);
    expect(issue(userActivityQuerySchema.safeParse({ pageSize: '101' }))).toBe(REPORTS_MSG.pageSizeInvalid);
    expect(issue(userActivityQuerySchema.safeParse({ page: '0' }))).toBe(REPORTS_MSG.pageInvalid);
  });

  it('messages: category id and delivery status', () => {
    expect(messagesReportQuerySchema.parse({ category: '12', status: 'read' })).toMatchObject({
      category: 12,
      status: 'read',
    });
    expect(issue(messagesReportQuerySchema.safeParse({ status: 'READ' }))).toBe(REPORTS_MSG.statusInvalid);
    expect(issue(messagesReportQuerySchema.safeParse({ category: '0' }))).toBe(REPORTS_MSG.categoryInvalid);
    expect(issue(messagesReportQuerySchema.safeParse({ category: '1.5' }))).toBe(REPORTS_MSG.categoryInvalid);
  });
});

describe('report helpers', () => {
  it('draws 7 and 30 days day by day, 90 and 365 week by week', () => {
    expect([7, 30, 90, 365].map((p) => reportGranularity(p as 7))).toEqual(['day', 'day', 'week', 'week']);
    expect(dayMonthLabel('2027-03-04')).toBe('04/03');
  });

  it("hides the middle of a consumer's number", () => {
    expect(maskConsumerNumber('5511987654321')).toBe('(11) 9****-4321');
    expect(maskConsumerNumber('1133334444')).toBe('(11) ****-4444');
    expect(maskConsumerNumber('+44 20 7946 0958')).toBe('********0958');
    expect(maskConsumerNumber('12')).toBe('****');
  });
});
