import { act, renderHook } from '@testing-library/react';
import type { SavedDraft } from '@dpu/contracts';
import { StudioError, type DraftInput } from './studio-api';
import { SAVE_STATUS_TEXT, useAutosave } from './use-autosave';

const saved = (draftVersion: number): SavedDraft => ({
  draftVersion,
  savedAt: '2026-11-26T10:00:00Z',
  problems: [],
});

function setup(save: (input: DraftInput) => Promise<SavedDraft>, version = 3) {
  return renderHook(() => useAutosave({ save, version, delayMs: 1000 }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const pass = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

describe('auto-save of a draft', () => {
  it('when the editor types, then one save goes out once typing pauses, with the newest text and the loaded version', async () => {
    const save = jest.fn(async () => saved(4));
    const { result } = setup(save);
    act(() => result.current.schedule({ fields: { title: 'A' } }));
    expect(result.current.status).toBe('pending');
    await pass(500);
    act(() => result.current.schedule({ fields: { title: 'AB' } }));
    await pass(999);
    expect(save).not.toHaveBeenCalled();
    await pass(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ baseVersion: 3, fields: { title: 'AB' } });
    expect(result.current.status).toBe('saved');
    expect(SAVE_STATUS_TEXT[result.current.status]).toBe('已保存');
  });

  it('when saves follow each other, then each names the version the previous one made', async () => {
    const save = jest.fn(async (input: DraftInput) => saved(input.baseVersion + 1));
    const { result } = setup(save);
    act(() => result.current.schedule({ body: 'one' }));
    await pass(1000);
    act(() => result.current.schedule({ body: 'two' }));
    await pass(1000);
    expect(save.mock.calls.map(([input]) => input)).toEqual([
      { baseVersion: 3, body: 'one' },
      { baseVersion: 4, body: 'two' },
    ]);
  });

  it('when a save is under way, then the status reads 保存中 and a newer edit is saved after it', async () => {
    let finish: (value: SavedDraft) => void = () => undefined;
    const save = jest.fn(
      (input: DraftInput) =>
        new Promise<SavedDraft>((resolve) => {
          finish = resolve;
          void input;
        }),
    );
    const { result } = setup(save);
    act(() => result.current.schedule({ body: 'one' }));
    await pass(1000);
    expect(SAVE_STATUS_TEXT[result.current.status]).toBe('保存中…');
    act(() => result.current.schedule({ body: 'two' }));
    await pass(1000);
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish(saved(4)));
    await pass(1000);
    expect(save).toHaveBeenLastCalledWith({ baseVersion: 4, body: 'two' });
  });

  it('when a save fails, then the status says so and the same text is saved on the next try', async () => {
    const save = jest
      .fn<Promise<SavedDraft>, [DraftInput]>()
      .mockRejectedValueOnce(new StudioError('network', '操作失败，请检查网络后重试'))
      .mockResolvedValueOnce(saved(4));
    const { result } = setup(save);
    act(() => result.current.schedule({ fields: { title: '不能丢' } }));
    await pass(1000);
    expect(SAVE_STATUS_TEXT[result.current.status]).toBe('保存失败');
    expect(result.current.error).toBe('操作失败，请检查网络后重试');
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(save).toHaveBeenLastCalledWith({ baseVersion: 3, fields: { title: '不能丢' } });
    expect(result.current.status).toBe('saved');
  });

  it('when someone saved first (409), then saving stops, their text is offered and ours is saved over theirs only when asked', async () => {
    const current = {
      draftVersion: 7,
      text: 'title: 他们的\n',
      savedAt: '2026-11-26T10:00:00Z',
      savedByEmail: 'b@example.com',
    };
    const save = jest
      .fn<Promise<SavedDraft>, [DraftInput]>()
      .mockRejectedValueOnce(new StudioError('409', '他人已先保存', [], current))
      .mockResolvedValueOnce(saved(8));
    const { result } = setup(save);
    act(() => result.current.schedule({ fields: { title: '我的' } }));
    await pass(1000);
    expect(result.current.status).toBe('conflict');
    expect(result.current.conflict).toEqual(current);
    act(() => result.current.schedule({ fields: { title: '我的，更多' } }));
    await pass(5000);
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => result.current.resolve('mine', { fields: { title: '我的，更多' } }));
    expect(save).toHaveBeenLastCalledWith({ baseVersion: 7, fields: { title: '我的，更多' } });
    expect(result.current.status).toBe('saved');
    expect(result.current.conflict).toBeUndefined();
  });

  it('when the editor takes their text after a conflict, then nothing of ours is saved and saving resumes from their version', async () => {
    const current = { draftVersion: 7, text: 'x', savedAt: null, savedByEmail: null };
    const save = jest
      .fn<Promise<SavedDraft>, [DraftInput]>()
      .mockRejectedValueOnce(new StudioError('409', '他人已先保存', [], current))
      .mockResolvedValue(saved(8));
    const { result } = setup(save);
    act(() => result.current.schedule({ body: 'mine' }));
    await pass(1000);
    await act(async () => result.current.resolve('theirs'));
    await pass(5000);
    expect(save).toHaveBeenCalledTimes(1);
    act(() => result.current.schedule({ body: 'after' }));
    await pass(1000);
    expect(save).toHaveBeenLastCalledWith({ baseVersion: 7, body: 'after' });
  });
});
