// Thai for React Aria's own strings (React Aria ships no th-TH): the screen-reader announcements of the
// combobox ("3 options available." → "มีตัวเลือก 3 รายการ"), its button and list names, and the other
// built-in labels of the components this storefront uses. Same keys and arguments as React Aria's en-US
// strings (react-aria-components/i18n/en-US); a key missing here falls back to English (react-aria-strings.ts).
// Thai has one plural form, so no plural() is needed.

/** React Aria's formatter, as far as these strings use it. */
export interface AriaStringFormatter {
  number(value: number): string;
}

export type AriaString = string | ((args: Record<string, unknown>, formatter: AriaStringFormatter) => string);

const count = (formatter: AriaStringFormatter, value: unknown) => formatter.number(Number(value));

export const REACT_ARIA_THAI: Record<string, Record<string, AriaString>> = {
  '@react-aria/combobox': {
    focusAnnouncement: (args, formatter) =>
      `${args.isGroupChange === true ? `เข้าสู่กลุ่ม ${String(args.groupTitle)} มี ${count(formatter, args.groupCount)} ตัวเลือก ` : ''}${String(args.optionText)}${args.isSelected === true ? ' เลือกแล้ว' : ''}`,
    countAnnouncement: (args, formatter) => `มีตัวเลือก ${count(formatter, args.optionCount)} รายการ`,
    selectedAnnouncement: (args) => `${String(args.optionText)} เลือกแล้ว`,
    buttonLabel: 'แสดงคำแนะนำ',
    listboxLabel: 'คำแนะนำ',
  },
  '@react-aria/autocomplete': { collectionLabel: 'คำแนะนำ' },
  '@react-aria/searchfield': { 'Clear search': 'ล้างคำค้นหา' },
  '@react-aria/overlays': { dismiss: 'ปิด' },
  '@react-aria/toast': {
    close: 'ปิด',
    notifications: (args, formatter) => `การแจ้งเตือน ${count(formatter, args.count)} รายการ`,
  },
  '@react-aria/numberfield': {
    decrease: (args) => `ลด${String(args.fieldLabel)}`,
    increase: (args) => `เพิ่ม${String(args.fieldLabel)}`,
    numberField: 'ช่องตัวเลข',
  },
  '@react-aria/spinbutton': { Empty: 'ว่าง' },
  '@react-aria/menu': { longPressMessage: 'กดค้างหรือกด Alt + ลูกศรลงเพื่อเปิดเมนู' },
  '@react-aria/breadcrumbs': { breadcrumbs: 'เส้นทางนำทาง' },
  '@react-aria/tag': { removeDescription: 'กด Delete เพื่อลบ', removeButtonLabel: 'ลบ' },
  '@react-aria/grid': {
    deselectedItem: (args) => `ยกเลิกการเลือก ${String(args.item)}`,
    select: 'เลือก',
    selectedCount: (args, formatter) => (Number(args.count) === 0 ? 'ไม่ได้เลือกรายการใด' : `เลือกแล้ว ${count(formatter, args.count)} รายการ`),
    selectedAll: 'เลือกทุกรายการแล้ว',
    selectedItem: (args) => `เลือก ${String(args.item)} แล้ว`,
    longPressToSelect: 'กดค้างเพื่อเข้าสู่โหมดเลือก',
  },
  '@react-aria/gridlist': {
    hasActionAnnouncement: 'แถวนี้มีคำสั่ง',
    hasLinkAnnouncement: (args) => `แถวนี้มีลิงก์: ${String(args.link)}`,
  },
  '@react-aria/table': {
    select: 'เลือก',
    selectAll: 'เลือกทั้งหมด',
    sortable: 'คอลัมน์ที่เรียงลำดับได้',
    ascending: 'น้อยไปมาก',
    descending: 'มากไปน้อย',
    ascendingSort: (args) => `เรียงตามคอลัมน์ ${String(args.columnName)} จากน้อยไปมาก`,
    descendingSort: (args) => `เรียงตามคอลัมน์ ${String(args.columnName)} จากมากไปน้อย`,
    expand: 'ขยาย',
    collapse: 'ยุบ',
  },
  '@react-aria/tree': { expand: 'ขยาย', collapse: 'ยุบ' },
  'react-aria-components': { selectPlaceholder: 'เลือกรายการ' },
};
