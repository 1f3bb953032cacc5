import { Haptics, ImpactStyle } from '@capacitor/haptics';

export const lightImpact = () => Haptics.impact({ style: ImpactStyle.Light });
