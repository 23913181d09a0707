import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServices, renderWithServices } from './test-harness';
import { useSearchUpdater } from './use-search-updater';

function TwoUpdates() {
  const [params, update] = useSearchUpdater();
  return (
    <button
      type="button"
      onClick={() => {
        // Two updates before any re-render, like a tab click followed at once by a view click.
        update({ kind: 'official', page: undefined });
        update({ view: 'submissions' });
      }}
    >
      {params.toString() || 'none'}
    </button>
  );
}

describe('useSearchUpdater', () => {
  it('builds each update on the previous one, even before the page re-renders', async () => {
    const user = userEvent.setup({ delay: null });
    const { search, router } = renderWithServices(<TwoUpdates />, '/r?page=3&user=li', fakeServices());

    await user.click(screen.getByRole('button'));
    expect(search().toString()).toBe('user=li&kind=official&view=submissions');
    expect(await screen.findByRole('button')).toHaveTextContent('user=li&kind=official&view=submissions');

    // Back and forward still walk the URLs, and the next update starts from where the user is.
    await act(() => router.navigate(-1));
    await screen.findByText('user=li&kind=official');
    await user.click(screen.getByRole('button'));
    expect(search().toString()).toBe('user=li&kind=official&view=submissions');
  });
});
