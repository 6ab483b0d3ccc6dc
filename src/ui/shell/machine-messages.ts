// The shell machines' texts, for views that show them without a machine handing them over. The ids are declared
// once, React-free, in src/machines/messages.ts (where formatjs' extractor finds them); this is only a view-side name.
export { shellMessages as machineText } from '../../machines/messages';
