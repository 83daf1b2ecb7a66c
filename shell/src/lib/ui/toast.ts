// Error toasts (docs/site.md §8) use antd's message, loaded only when a toast is shown so antd
// stays off the critical path of public pages.
export function showErrorToast(text: string): Promise<void> {
  return import('./toast-impl')
    .then(({ errorToast }) => errorToast(text))
    .catch((error: unknown) => {
      // the toast itself failed to load (offline?): the message must still reach the user
      console.error('[toast]', error);
      window.alert(text);
    });
}
