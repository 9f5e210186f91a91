import { aCity, failure, installFakeApi, type FakeReply } from '@ridebook/api-client/testing';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, anApiError, signedIn, signedOut } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RegisterPage } from './register-page.tsx';

function renderRegister(url = '/register') {
  return renderPage(url, { routes: [{ path: '/register', Component: RegisterPage }] });
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** Types by pasting: one input event per value keeps this long form fast on a busy machine; validation runs on change. */
async function typeInto(user: UserEvent, element: HTMLElement | Promise<HTMLElement>, value: string) {
  await user.click(await element);
  await user.paste(value);
}
const accountType = () => screen.getByRole('combobox', { name: /Account Type/ });
const submitButton = () => screen.getByRole('button', { name: /Create Account|Creating Account/ });

async function fillInRider(user: UserEvent) {
  await typeInto(user, field(/^Full Name/), 'Robin Rider');
  await typeInto(user, field(/^Email/), 'Robin@Example.com');
  await typeInto(user, field(/^Phone/), '+1 (555) 010-0999');
  await typeInto(user, field(/^Password/), 'Secret123');
  await typeInto(user, field(/^Confirm Password/), 'Secret123');
  await user.click(
    screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }),
  );
}

describe('/register', () => {
  it('has the fields, Rider by default, the terms links and a disabled submit', async () => {
    installFakeApi(signedOut);
    renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const label of [/^Full Name/, /^Email/, /^Phone/, /^Password/, /^Confirm Password/]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(accountType()).toHaveValue('rider');
    expect(
      within(accountType())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rider', 'Driver']);
    expect(screen.queryByLabelText(/^Vehicle Model/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^License Plate/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Create your account | RideBook');
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('shows the vehicle fields only for a driver', async () => {
    installFakeApi(signedOut);
    renderRegister();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Account Type/ }), 'driver');
    expect(field(/^Vehicle Model/)).toBeInTheDocument();
    expect(field(/^License Plate/)).toBeInTheDocument();
    await user.selectOptions(accountType(), 'rider');
    expect(screen.queryByLabelText(/^Vehicle Model/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^License Plate/)).not.toBeInTheDocument();
  });

  it('preselects Driver for ?role=driver (where /driver-signup leads)', async () => {
    installFakeApi(signedOut);
    renderRegister('/register?role=driver');
    expect(await screen.findByRole('combobox', { name: /Account Type/ })).toHaveValue('driver');
    expect(field(/^Vehicle Model/)).toBeInTheDocument();
  });

  // Each field's messages, then the form-level ones ("Passwords do not match", a driver's vehicle) once the fields
  // before them are valid: zod 4 skips a refinement, even one with `when`, after a check marked `abort: true` failed.
  it("checks on change with the seed's messages", async () => {
    installFakeApi(signedOut);
    renderRegister();
    const user = userEvent.setup();
    await typeInto(user, await screen.findByLabelText(/^Full Name/), 'R');
    expect(await screen.findByText(MESSAGES.nameMin)).toBeInTheDocument();
    await typeInto(user, field(/^Full Name/), 'x'.repeat(50));
    expect(await screen.findByText(MESSAGES.nameMax)).toBeInTheDocument();
    await user.clear(field(/^Full Name/));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    await typeInto(user, field(/^Full Name/), 'Robin Rider');
    await typeInto(user, field(/^Email/), 'robin@');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.clear(field(/^Email/));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await typeInto(user, field(/^Email/), 'robin@example.com');
    await typeInto(user, field(/^Phone/), 'call me');
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.clear(field(/^Phone/));
    expect(await screen.findByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    await typeInto(user, field(/^Phone/), '555 010');
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await typeInto(user, field(/^Phone/), '0999');
    await typeInto(user, field(/^Password/), 'short');
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    await typeInto(user, field(/^Password/), 'lowercase1');
    expect(await screen.findByText(MESSAGES.passwordComplexity)).toBeInTheDocument();
    await user.clear(field(/^Password/));
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    await typeInto(user, field(/^Password/), 'Secret123');
    await typeInto(user, field(/^Confirm Password/), 'Other123');
    expect(await screen.findByText(MESSAGES.passwordsMismatch)).toBeInTheDocument();
    await user.clear(field(/^Confirm Password/));
    expect(await screen.findByText(MESSAGES.confirmPasswordRequired)).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /I agree/ });
    await user.click(terms);
    await user.click(terms);
    expect(await screen.findByText(MESSAGES.termsRequired)).toBeInTheDocument();

    await user.selectOptions(accountType(), 'driver');
    await typeInto(user, field(/^Vehicle Model/), 'X');
    await user.clear(field(/^Vehicle Model/));
    expect(await screen.findByText(MESSAGES.vehicleModelRequired)).toBeInTheDocument();
    await typeInto(user, field(/^License Plate/), 'AB 12');
    expect(await screen.findByText(MESSAGES.vehiclePlateRequired)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('creates a rider: only the API fields, "Creating Account...", the toast, then /login', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const api = installFakeApi({
      ...signedOut,
      'POST /user/register': () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = renderRegister();
    const user = userEvent.setup();
    await screen.findByLabelText(/^Full Name/);
    await fillInRider(user);
    // A driver's vehicle typed and then abandoned for Rider is not sent.
    await user.selectOptions(accountType(), 'driver');
    await typeInto(user, field(/^Vehicle Model/), 'Toyota Prius');
    await user.selectOptions(accountType(), 'rider');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(api.callsTo('POST /user/register').map(({ body }) => body)).toEqual([
      {
        name: 'Robin Rider',
        email: 'robin@example.com',
        phone: '+1 (555) 010-0999',
        role: 'rider',
        password: 'Secret123',
      },
    ]);
    answer({
      status: 201,
      body: { data: aCurrentUser({ name: 'Robin Rider', email: 'robin@example.com' }) },
    });

    expect(await screen.findByText(MESSAGES.registerSuccess)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Login page at /login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ email: 'robin@example.com' });
  });

  it('creates a driver with the vehicle', async () => {
    const api = installFakeApi({
      ...signedOut,
      'POST /user/register': { status: 201, body: { data: aCurrentUser({ role: 'driver' }) } },
    });
    renderRegister('/register?role=driver');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Full Name/);
    await fillInRider(user);
    await typeInto(user, field(/^Vehicle Model/), 'Toyota Prius');
    await typeInto(user, field(/^License Plate/), 'rb-2048');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Login page at /login' });
    expect(api.callsTo('POST /user/register').map(({ body }) => body)).toEqual([
      {
        name: 'Robin Rider',
        email: 'robin@example.com',
        phone: '+1 (555) 010-0999',
        role: 'driver',
        password: 'Secret123',
        vehicleModel: 'Toyota Prius',
        vehiclePlate: 'RB-2048',
      },
    ]);
  });

  it('lets a driver choose the city they drive in (blank: the first city)', async () => {
    const londonId = '0b8f5c4e-5a3f-4c1e-9d2a-7f3e2b1a0c9d';
    const api = installFakeApi({
      ...signedOut,
      'GET /cities': {
        status: 200,
        body: {
          data: [aCity(), aCity({ id: londonId, slug: 'london', name: 'London' })],
        },
      },
      'POST /user/register': { status: 201, body: { data: aCurrentUser({ role: 'driver' }) } },
    });
    renderRegister('/register?role=driver');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Full Name/);
    await fillInRider(user);
    await typeInto(user, field(/^Vehicle Model/), 'Toyota Prius');
    await typeInto(user, field(/^License Plate/), 'rb-2048');
    await user.selectOptions(await screen.findByLabelText(/^City/), 'London');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Login page at /login' });
    expect(api.callsTo('POST /user/register').map(({ body }) => body)).toEqual([
      expect.objectContaining({ role: 'driver', cityId: londonId }),
    ]);
  });

  it('on an email already taken (409): the toast, and the message on the email field until it is edited', async () => {
    installFakeApi({
      ...signedOut,
      'POST /user/register': failure(
        409,
        anApiError(ERROR_CODES.EMAIL_TAKEN, MESSAGES.emailTaken, [
          { path: 'email', message: MESSAGES.emailTaken },
        ]),
      ),
    });
    const { router } = renderRegister();
    const user = userEvent.setup();
    await screen.findByLabelText(/^Full Name/);
    await fillInRider(user);
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.registerFailure)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/register');
    expect(submitButton()).toBeDisabled();

    await typeInto(user, field(/^Email/), 'x');
    expect(screen.queryByText(MESSAGES.emailTaken)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('on any other failure: the toast, and what the API said when it explains itself', async () => {
    installFakeApi({
      ...signedOut,
      'POST /user/register': failure(429, anApiError(ERROR_CODES.RATE_LIMITED, MESSAGES.rateLimited)),
    });
    renderRegister();
    const user = userEvent.setup();
    await screen.findByLabelText(/^Full Name/);
    await fillInRider(user);
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.registerFailure)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.rateLimited);
    expect(submitButton()).toHaveTextContent('Create Account');
  });

  it('tells a signed-in visitor so, with a link to their dashboard, instead of the form', async () => {
    installFakeApi(signedIn(aCurrentUser({ role: 'admin', name: 'Avery Admin' })));
    renderRegister();
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Avery Admin');
    expect(within(note).getByRole('link', { name: /Go to your dashboard/ })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.queryByLabelText(/^Full Name/)).not.toBeInTheDocument();
  });
});
