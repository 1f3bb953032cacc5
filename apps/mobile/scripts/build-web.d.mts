export declare const PLACEHOLDER_API_ORIGIN: string;
export declare function shellApiOrigin(env: Record<string, string | undefined>): {
  origin: string;
  warning: string | null;
};
