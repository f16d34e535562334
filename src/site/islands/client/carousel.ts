import HomeCarousel from '../../layout/banner/HomeCarousel';
import { hydrate } from '../hydrate';

export const { start } = hydrate(HomeCarousel);
