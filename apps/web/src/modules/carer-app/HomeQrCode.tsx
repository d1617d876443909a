import { formatCheckInCode, normaliseCheckInCode } from '@care360/domain';
import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** The part of the Barcode Detection API used here (Chrome on Android has it; not every browser). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | null {
  const found = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const camera =
    'mediaDevices' in navigator && typeof navigator.mediaDevices.getUserMedia === 'function';
  return found && camera ? found : null;
}

/** What the carer scanned or typed: the code to send, or why it is not one. */
export function qrCodeProblem(typed: string): string | null {
  if (!typed.trim()) return null;
  return normaliseCheckInCode(typed)
    ? null
    : 'That is not a check-in code: 12 letters and digits, as printed under the QR code.';
}

/**
 * The home's check-in QR code, for when the phone cannot tell where it is (or says it is far
 * away): scanned with the camera where the browser can read QR codes, or typed from the code
 * printed under it (which works on any phone). The code goes with the next check-in or check-out.
 */
export function HomeQrCode({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
}) {
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState('');
  const Detector = barcodeDetector();
  const typedProblem = qrCodeProblem(value);
  return (
    <Card withBorder component="section" aria-labelledby="home-qr-title">
      <Stack gap="xs">
        <Text fw={700} id="home-qr-title">
          No location, or far from the home?
        </Text>
        <Text size="sm">
          Scan the QR code the office left in the home, or type the code printed under it. It is
          sent with your next check-in or check-out.
        </Text>
        {Detector &&
          (scanning ? (
            <Scanner
              Detector={Detector}
              onCode={(code) => {
                setScanning(false);
                onChange(code);
              }}
              onFail={(message) => {
                setScanning(false);
                setProblem(message);
              }}
              onStop={() => setScanning(false)}
            />
          ) : (
            <Button
              variant="light"
              size="md"
              disabled={disabled}
              onClick={() => {
                setProblem('');
                setScanning(true);
              }}
            >
              Scan the home’s QR code
            </Button>
          ))}
        {problem && (
          <Text c="red" size="sm">
            {problem}
          </Text>
        )}
        <TextInput
          label="Code under the QR code"
          description="For example K7P-3MX-Q9A-RT4"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          value={value}
          error={typedProblem}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {value && !typedProblem && (
          <Text size="sm" c="teal.9" data-testid="qr-code-ready">
            Code {formatCheckInCode(normaliseCheckInCode(value) ?? '')} ready: check in or out now.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The camera, looking for a QR code a few times a second until it reads one. */
function Scanner({
  Detector,
  onCode,
  onFail,
  onStop,
}: {
  Detector: BarcodeDetectorClass;
  onCode: (code: string) => void;
  onFail: (message: string) => void;
  onStop: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // The callbacks of the latest render, read by the loop started once.
  const handlers = useRef({ onCode, onFail });
  handlers.current = { onCode, onFail };
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue && !stopped) return handlers.current.onCode(found.rawValue);
      } catch {
        // A frame not ready yet: look again.
      }
      if (!stopped) timer = window.setTimeout(() => void look(), 300);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        if (stopped || !video.current) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream = opened;
        video.current.srcObject = opened;
        await video.current.play();
        void look();
      })
      .catch(() =>
        handlers.current.onFail(
          'The camera could not be used: type the code printed under the QR code instead.',
        ),
      );
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [Detector]);
  return (
    <Stack gap={4}>
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera: point it at the home’s QR code"
        style={{ width: '100%', maxHeight: '16rem', objectFit: 'cover' }}
      />
      <Button variant="default" size="md" onClick={onStop}>
        Stop scanning
      </Button>
    </Stack>
  );
}
