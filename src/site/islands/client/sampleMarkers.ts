import { MarkSamples } from '../../components/MarkSamples';
import { hydrate } from '../hydrate';

export const { start } = hydrate(MarkSamples);
