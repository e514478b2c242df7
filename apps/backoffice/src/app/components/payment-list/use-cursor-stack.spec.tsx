import { act, renderHook } from '@testing-library/react';
import { useCursorStack } from './use-cursor-stack.js';

describe('useCursorStack', () => {
  it('starts on the first page, pushes each next cursor with its offset, pops back and resets to the first page', () => {
    const { result } = renderHook(() => useCursorStack());
    expect(result.current).toMatchObject({ cursor: null, offset: 0, pageIndex: 0, canGoBack: false });

    act(() => result.current.next('pi_20', 20));
    act(() => result.current.next('pi_40', 40));
    expect(result.current).toMatchObject({ cursor: 'pi_40', offset: 40, pageIndex: 2, canGoBack: true });

    act(() => result.current.prev());
    expect(result.current).toMatchObject({ cursor: 'pi_20', offset: 20, pageIndex: 1 });

    act(() => result.current.next('pi_40', 40));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ cursor: null, offset: 0, pageIndex: 0, canGoBack: false });

    act(() => result.current.prev());
    expect(result.current).toMatchObject({ cursor: null, offset: 0, pageIndex: 0 });
  });

  it('keeps the offsets of short and empty pages as they were, not pages times the page size', () => {
    const { result } = renderHook(() => useCursorStack());
    act(() => result.current.next('pi_7', 7));
    act(() => result.current.next('pi_30', 7));
    act(() => result.current.next('pi_52', 19));
    expect(result.current).toMatchObject({ cursor: 'pi_52', offset: 19, pageIndex: 3 });
    act(() => result.current.prev());
    expect(result.current).toMatchObject({ cursor: 'pi_30', offset: 7, pageIndex: 2 });
  });

  it('keeps the same state on a reset of the first page, so nothing reloads', () => {
    const { result } = renderHook(() => useCursorStack());
    const before = result.current;
    act(() => result.current.reset());
    expect(result.current).toBe(before);
  });
});
