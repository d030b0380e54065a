// Styles shared by the campaign rows and the ad group rows (constant objects: emotion
// serializes them once, which matters with thousands of cells).

/** An expanded row and its detail row read as one block. */
export const JOINED_TO_DETAIL = { '& > td': { borderBottom: 0 } } as const;

/** The cell holding an expanded row's detail. */
export const DETAIL_CELL = { bgcolor: 'action.hover', whiteSpace: 'normal' } as const;
