// Every Mantine component's styles, in `@layer mantine` (see app/first-page-styles.ts, which
// links the few the sign-in page needs). Imported by the signed-in area's frame (AppLayout), so
// its CSS loads with that lazily loaded chunk, before the frame shows; a public page that uses a
// component the first page's list lacks imports this too.
import '@mantine/core/styles.layer.css';
import '@mantine/charts/styles.layer.css';
