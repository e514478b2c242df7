import { act, renderHook } from '@testing-library/react';
import { useCursorStack } from './use-cursor-stack.js';

describe('useCursorStack', () => {
  it('starts on the first page, pushes each next cursor, pops back and resets to the first page', () => {
    const { result } = renderHook(() => useCursorStack());
    expect(result.current).toMatchObject({ cursor: null, pageIndex: 0, canGoBack: false });

    act(() => result.current.next('pi_20'));
    act(() => result.current.next('pi_40'));
    expect(result.current).toMatchObject({ cursor: 'pi_40', pageIndex: 2, canGoBack: true });

    act(() => result.current.prev());
    expect(result.current).toMatchObject({ cursor: 'pi_20', pageIndex: 1 });

    act(() => result.current.next('pi_40'));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ cursor: null, pageIndex: 0, canGoBack: false });

    act(() => result.current.prev());
    expect(result.current).toMatchObject({ cursor: null, pageIndex: 0 });
  });

  it('keeps the same state on a reset of the first page, so nothing reloads', () => {
    const { result } = renderHook(() => useCursorStack());
    const before = result.current;
    act(() => result.current.reset());
    expect(result.current).toBe(before);
  });
});
