import codes from 'virtual:qr-codes';

/** A QR code generated at build time from an address in content. */
export function QrCode({
  target,
  alt,
  size = 112,
  className,
}: {
  target: string;
  alt: string;
  size?: number;
  className?: string;
}) {
  return (
    <img
      src={codes[target]}
      alt={alt}
      width={size}
      height={size}
      className={className}
      loading="lazy"
      decoding="async"
    />
  );
}
