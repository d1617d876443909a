/** What the comms area offers the others' screens: chat, for the carer's phone app. */
export { ChatView } from './ChatView';
