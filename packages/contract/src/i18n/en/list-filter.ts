import { LIST_FILTER_TEXT } from '../../list-filter-text.ts';
import { flattenTexts } from '../flatten.ts';

export const LIST_FILTER_EN = flattenTexts('listFilter', LIST_FILTER_TEXT);
