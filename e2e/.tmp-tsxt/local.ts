export const local = () => 1;
