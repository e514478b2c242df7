import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QuickActionsSheet } from './quick-actions-sheet.js';

/** The page as hit-testing finds it under the floating button (jsdom has no layout, so the test says what lies there). */
let underTheButton: () => Element[] = () => [];

function renderPage() {
  render(
    <MemoryRouter>
      <form aria-label="Add to Schedule">
        <button type="submit">Add to Schedule</button>
        <button type="button">Copy Mon → Fri</button>
      </form>
      <a href="/app/customers/1">Dana Whitfield</a>
      <QuickActionsSheet />
    </MemoryRouter>,
  );
}

const fab = () => screen.getByRole('button', { name: 'Quick Actions', hidden: true });
const scrollOn = () =>
  act(() => {
    fireEvent.scroll(window);
    jest.advanceTimersByTime(20);
  });

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => underTheButton() });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'elementsFromPoint');
  underTheButton = () => [];
});

describe('the floating Quick Actions button', () => {
  it("steps aside while a form's primary action lies under it, and comes back once the page scrolls on", () => {
    underTheButton = () => [screen.getByRole('button', { name: 'Add to Schedule' }), document.body];
    renderPage();
    expect(fab()).toHaveClass('fab', 'fabAway');
    underTheButton = () => [document.body];
    scrollOn();
    expect(fab()).not.toHaveClass('fabAway');
    underTheButton = () => [screen.getByRole('button', { name: 'Add to Schedule' })];
    scrollOn();
    expect(fab()).toHaveClass('fabAway');
  });

  it('stays over other controls, which scrolling clears (the page leaves room below for it)', () => {
    underTheButton = () => [screen.getByRole('button', { name: 'Copy Mon → Fri' }), screen.getByRole('link', { name: 'Dana Whitfield' })];
    renderPage();
    expect(fab()).not.toHaveClass('fabAway');
  });

  it('stays while it has the keyboard focus', () => {
    renderPage();
    act(() => fab().focus());
    underTheButton = () => [screen.getByRole('button', { name: 'Add to Schedule' })];
    scrollOn();
    expect(fab()).not.toHaveClass('fabAway');
    act(() => fab().blur());
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(fab()).toHaveClass('fabAway');
  });

  it('checks again when the page under it changes', async () => {
    renderPage();
    expect(fab()).not.toHaveClass('fabAway');
    const late = document.createElement('button');
    late.type = 'submit';
    underTheButton = () => [late];
    // The page's observer hears of the change once the current task ends.
    await act(async () => {
      document.body.append(late);
    });
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(fab()).toHaveClass('fabAway');
    late.remove();
  });
});
