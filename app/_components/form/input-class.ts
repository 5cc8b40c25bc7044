// The look of an input, a select and a search box (large tap targets), in a file of its own so a
// plain filter control can use it without loading the form library.
export const INPUT_CLASS =
  'min-h-12 rounded-lg border border-line bg-app px-3 text-base outline-none focus:border-hover aria-[invalid=true]:border-danger';
