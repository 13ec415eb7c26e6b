/** An entry of an actions menu (foundation §9): its text and what it does. */
export interface MenuOption<T extends string = string> {
  name: string;
  type: T;
}
