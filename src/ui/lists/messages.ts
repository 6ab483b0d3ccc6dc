// Texts of the shopping-list views (th and en catalogues in src/i18n/messages).
import { defineMessages } from 'react-intl';

export const listText = defineMessages({
  title: { id: 'lists.title', defaultMessage: 'Shopping lists' },
  empty: { id: 'lists.empty', defaultMessage: 'No shopping list yet.' },
  newListName: { id: 'lists.newListName', defaultMessage: 'New shopping list name' },
  create: { id: 'lists.create', defaultMessage: 'Create' },
  creating: { id: 'lists.creating', defaultMessage: 'Creating…' },
  loadFailed: { id: 'lists.loadFailed', defaultMessage: 'Your shopping lists could not be loaded.' },
  retry: { id: 'lists.retry', defaultMessage: 'Try again' },
  loading: { id: 'lists.loading', defaultMessage: 'Loading shopping lists…' },
  defaultList: { id: 'lists.defaultList', defaultMessage: 'Default' },
  rename: { id: 'lists.rename', defaultMessage: 'Rename' },
  confirmRemoveTitle: { id: 'lists.confirmRemove.title', defaultMessage: 'Delete this shopping list?' },
  confirmRemoveAction: { id: 'lists.confirmRemove.action', defaultMessage: 'Yes, delete it' },
  confirmRemoveCancel: { id: 'lists.confirmRemove.cancel', defaultMessage: 'Keep list' },
  stopSharing: { id: 'lists.stopSharing', defaultMessage: 'Stop sharing' },
  stopSharingHint: { id: 'lists.stopSharingHint', defaultMessage: 'The link stops working for everyone who has it.' },
  listName: { id: 'lists.listName', defaultMessage: 'List name' },
  remove: { id: 'lists.remove', defaultMessage: 'Delete list' },
  notFound: { id: 'lists.notFound', defaultMessage: 'This shopping list does not exist or is not yours.' },
  backToLists: { id: 'lists.backToLists', defaultMessage: 'Back to shopping lists' },
  noItems: { id: 'lists.noItems', defaultMessage: 'This list has no products yet. Tap the heart on a product to add it.' },
  product: { id: 'lists.column.product', defaultMessage: 'Product' },
  quantity: { id: 'lists.column.quantity', defaultMessage: 'Quantity' },
  actions: { id: 'lists.column.actions', defaultMessage: 'Actions' },
  unavailable: { id: 'lists.unavailable', defaultMessage: 'No longer available' },
  addToCart: { id: 'lists.addToCart', defaultMessage: 'Add to cart' },
  addAllToCart: { id: 'lists.addAllToCart', defaultMessage: 'Add list to cart' },
  print: { id: 'lists.print', defaultMessage: 'Print' },
  printNow: { id: 'lists.printNow', defaultMessage: 'Print this list' },
  shareTitle: { id: 'lists.shareTitle', defaultMessage: 'Share this list' },
  shareEmails: { id: 'lists.shareEmails', defaultMessage: 'Email addresses (separated by commas)' },
  shareMessage: { id: 'lists.shareMessage', defaultMessage: 'Message' },
  shareSubmit: { id: 'lists.shareSubmit', defaultMessage: 'Share list' },
  shareLink: { id: 'lists.shareLink', defaultMessage: 'Read-only link' },
  shareHint: { id: 'lists.shareHint', defaultMessage: 'Anyone with this link can see the list but cannot change it.' },
  sharedTitle: { id: 'lists.sharedTitle', defaultMessage: 'Shared shopping list' },
  sharedReadOnly: { id: 'lists.sharedReadOnly', defaultMessage: 'You are viewing a shared list. It cannot be changed here.' },
  sharedMissing: { id: 'lists.sharedMissing', defaultMessage: 'This shared list does not exist or is no longer shared.' },
  popupTitle: { id: 'lists.popup.title', defaultMessage: 'Add to shopping list' },
  popupNewList: { id: 'lists.popup.newList', defaultMessage: 'Or create a new list' },
  popupSave: { id: 'lists.popup.save', defaultMessage: 'Save' },
  popupSaving: { id: 'lists.popup.saving', defaultMessage: 'Saving…' },
  popupSuccess: { id: 'lists.popup.success', defaultMessage: 'Your shopping lists were saved.' },
  continueShopping: { id: 'lists.popup.continueShopping', defaultMessage: 'Continue Shopping' },
  seeLists: { id: 'lists.popup.seeLists', defaultMessage: 'See shopping lists' },
  printMissingGroup: { id: 'lists.printMissingGroup', defaultMessage: 'Choose a shopping list to print.' },
});

type Name = { name: string };
export const listValueText = defineMessages<{
  itemCount: { count: number };
  heartAdd: Name;
  heartSignIn: Name;
  quantityOf: Name;
  addToCartOne: Name;
  removeItem: Name;
  moveUp: Name;
  moveDown: Name;
  removeList: Name;
  chooseList: Name;
  confirmRemoveBody: Name;
}>({
  itemCount: { id: 'lists.itemCount', defaultMessage: '{count, plural, =0 {No products} one {# product} other {# products}}' },
  heartAdd: { id: 'lists.heart.add', defaultMessage: 'Add {name} to a shopping list' },
  heartSignIn: { id: 'lists.heart.signIn', defaultMessage: 'Sign in to add {name} to a shopping list' },
  quantityOf: { id: 'lists.quantityOf', defaultMessage: 'Quantity of {name}' },
  addToCartOne: { id: 'lists.addToCartOne', defaultMessage: 'Add {name} to cart' },
  removeItem: { id: 'lists.removeItem', defaultMessage: 'Remove {name} from the list' },
  moveUp: { id: 'lists.moveUp', defaultMessage: 'Move {name} up' },
  moveDown: { id: 'lists.moveDown', defaultMessage: 'Move {name} down' },
  removeList: { id: 'lists.removeList', defaultMessage: 'Delete {name}' },
  chooseList: { id: 'lists.chooseList', defaultMessage: 'Lists for {name}' },
  confirmRemoveBody: {
    id: 'lists.confirmRemove.body',
    defaultMessage: 'The list "{name}" and the products in it will be deleted. A link you shared stops working. This cannot be undone.',
  },
});
