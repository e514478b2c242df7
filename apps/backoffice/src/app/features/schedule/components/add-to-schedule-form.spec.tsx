import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { renderSchedulePage } from '../testing/render-schedule-page.js';
import { defaultStore, requestsTo, startScheduleApi } from '../testing/schedule-test-api.js';
import { allowConsoleError } from '@fsp/ui/testing';

let server: TestApiServer;

beforeEach(async () => {
  server = await startScheduleApi(defaultStore());
});
afterEach(async () => {
  await server.close();
});

const form = () => screen.getByRole('region', { name: 'Add to Schedule' });
const field = (name: string) => within(form()).getByLabelText(name);
const submit = () => within(form()).getByRole('button', { name: 'Add to Schedule' });

async function ready() {
  renderSchedulePage(server);
  await within(await screen.findByRole('region', { name: 'Add to Schedule' }, { timeout: 4000 })).findByRole('option', { name: 'Ada Lovelace' });
}

async function chooseAdaMowing(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field('Customer'), 'Ada Lovelace');
  await user.selectOptions(field('Service'), 'Lawn mowing');
}

describe('Add to Schedule', () => {
  it('asks for a customer and a service before sending anything', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(submit());
    expect(within(form()).getByText(SCHEDULE_MESSAGES.selectCustomer)).toBeInTheDocument();
    expect(within(form()).getByText(SCHEDULE_MESSAGES.selectService)).toBeInTheDocument();
    expect(field('Customer')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(field('Customer'), 'Ada Lovelace');
    expect(within(form()).queryByText(SCHEDULE_MESSAGES.selectCustomer)).not.toBeInTheDocument();
    await user.click(submit());
    expect(within(form()).getByText(SCHEDULE_MESSAGES.selectService)).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/api/owner/schedule')).toHaveLength(0);
  });

  it('offers the chosen customer’s services only, picking the only one by itself', async () => {
    const user = userEvent.setup();
    await ready();
    expect(field('Service')).toBeDisabled();
    await user.selectOptions(field('Customer'), 'Ada Lovelace');
    expect(within(field('Service')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a service', 'Lawn mowing', 'Edging']);
    expect(field('Service')).toHaveValue('');
    // A customer without a name is listed by e-mail; with one service, it is chosen.
    await user.selectOptions(field('Customer'), 'bob@example.com');
    expect(field('Service')).toHaveValue('washing');
  });

  it('keeps a one-off’s end date on its start date and gives a recurring rule 180 days and, where it applies, an interval', async () => {
    const user = userEvent.setup();
    await ready();
    expect(within(field('Pattern')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'One-off',
      'Weekly',
      'Every X weeks',
      'Monthly',
      'Every X months',
      'Every 6 months',
    ]);
    expect(field('Start date')).toHaveValue('2026-11-23');
    expect(field('End date')).toBeDisabled();
    expect(field('End date')).toHaveValue('2026-11-23');
    fireEvent.change(field('Start date'), { target: { value: '2026-12-01' } });
    expect(field('End date')).toHaveValue('2026-12-01');
    expect(within(form()).queryByLabelText(/Interval/)).not.toBeInTheDocument();

    await user.selectOptions(field('Pattern'), 'Weekly');
    expect(field('End date')).toBeEnabled();
    expect(field('End date')).toHaveValue('2027-05-30');
    expect(within(form()).queryByLabelText(/Interval/)).not.toBeInTheDocument();
    fireEvent.change(field('Start date'), { target: { value: '2026-12-02' } });
    expect(field('End date')).toHaveValue('2027-05-31');
    // Once the user picks an end date, moving the start leaves it alone.
    fireEvent.change(field('End date'), { target: { value: '2027-03-01' } });
    fireEvent.change(field('Start date'), { target: { value: '2026-12-03' } });
    expect(field('End date')).toHaveValue('2027-03-01');

    await user.selectOptions(field('Pattern'), 'Every X weeks');
    expect(field('Interval (weeks)')).toHaveValue(1);
    await user.selectOptions(field('Pattern'), 'Every X months');
    const interval = field('Interval (months)');
    await user.clear(interval);
    await user.type(interval, '0');
    await chooseAdaMowing(user);
    await user.click(submit());
    expect(within(form()).getByText('Interval must be at least 1')).toBeInTheDocument();

    await user.selectOptions(field('Pattern'), 'One-off');
    expect(field('End date')).toBeDisabled();
    expect(field('End date')).toHaveValue('2026-12-03');
  });

  it('sends the rule, says "Scheduled successfully", resets the form and reloads the schedule', async () => {
    server.route('POST /api/owner/schedule', { status: 201, body: { ok: true, rule_id: 9 } });
    const user = userEvent.setup();
    await ready();
    const readsBefore = requestsTo(server, 'GET', '/api/owner/schedule').length;
    await chooseAdaMowing(user);
    await user.selectOptions(field('Pattern'), 'Every X weeks');
    await user.clear(field('Interval (weeks)'));
    await user.type(field('Interval (weeks)'), '2');
    await user.type(field('Notes'), 'Back gate{Enter}Dog in the yard');
    await user.selectOptions(field('Team'), 'Alpha crew');
    await user.click(submit());

    expect(await screen.findByText(SCHEDULE_MESSAGES.scheduled)).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/api/owner/schedule').map((request) => request.body)).toEqual([
      {
        customer_id: 'cust-ada',
        service_key: 'mowing',
        pattern: 'every_x_weeks',
        interval: 2,
        start_date: '2026-11-23',
        end_date: '2027-05-22',
        notes: 'Back gate\nDog in the yard',
        team_id: 'team-a',
      },
    ]);
    expect(field('Customer')).toHaveValue('');
    expect(field('Pattern')).toHaveValue('once');
    await waitFor(() => expect(requestsTo(server, 'GET', '/api/owner/schedule').length).toBeGreaterThan(readsBefore));
  });

  it('lists the dates of a repeated rule: "Already scheduled on: …"', async () => {

    allowConsoleError('Adding to the schedule failed');
    server.route('POST /api/owner/schedule', {
      status: 409,
      body: { error: 'This customer already has this service on those dates', dates: ['2026-11-23', '2026-11-30'] },
    });
    const user = userEvent.setup();
    await ready();
    await chooseAdaMowing(user);
    await user.click(submit());
    expect(await screen.findByText('Already scheduled on: 2026-11-23, 2026-11-30')).toBeInTheDocument();
    expect(field('Customer')).toHaveValue('cust-ada');
  });

  it('says "Owner or Manager role required to add schedule" on a 403', async () => {

    allowConsoleError('Adding to the schedule failed');
    server.route('POST /api/owner/schedule', { status: 403, body: { error: 'Forbidden' } });
    const user = userEvent.setup();
    await ready();
    await chooseAdaMowing(user);
    await user.click(submit());
    expect(await screen.findByText(SCHEDULE_MESSAGES.addForbidden)).toBeInTheDocument();
    expect(SCHEDULE_MESSAGES.addForbidden).toBe('Owner or Manager role required to add schedule');
  });

  it('shows the server’s reason for other failures, else "Failed to add to schedule"', async () => {

    allowConsoleError('Adding to the schedule failed');
    server.route('POST /api/owner/schedule', { status: 400, body: { error: 'This service is not offered by your organization' } });
    const user = userEvent.setup();
    await ready();
    await chooseAdaMowing(user);
    await user.click(submit());
    expect(await screen.findByText('This service is not offered by your organization')).toBeInTheDocument();

    server.route('POST /api/owner/schedule', { status: 502, rawBody: 'Bad gateway' });
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(SCHEDULE_MESSAGES.failedToAdd)).toBeInTheDocument();
  });
});
