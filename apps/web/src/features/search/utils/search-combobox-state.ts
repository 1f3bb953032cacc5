import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';

const { InputBlur, InputClick, InputKeyDownEnter, ItemClick } = useCombobox.stateChangeTypes;

/**
 * Where our search differs from downshift's default combobox:
 * - choosing a suggestion opens a page, so the typed text stays (downshift would write the option into the input);
 * - the Add / stepper column sits beside the listbox, so the input losing focus to it must neither close the list
 *   nor choose the highlighted product: the search closes the list itself when focus leaves the whole search;
 * - a click in the input keeps the list open (downshift toggles it);
 * - a closed list has nothing highlighted, so it reopens with no option active.
 */
export function searchComboboxState<Item>(
  state: UseComboboxState<Item>,
  { type, changes }: UseComboboxStateChangeOptions<Item>,
): Partial<UseComboboxState<Item>> {
  if (type === InputBlur) return state;
  if (type === InputClick) return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
  const kept =
    type === ItemClick || type === InputKeyDownEnter ? { ...changes, inputValue: state.inputValue } : changes;
  return kept.isOpen === false ? { ...kept, highlightedIndex: -1 } : kept;
}
