import { BusinessCards } from '../../components/home/BusinessCards';
import { hydrate } from '../hydrate';

export const { start } = hydrate(BusinessCards);
