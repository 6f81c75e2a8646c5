/** Uploads an image and answers the `src` to insert (a data: URL); rejects when `signal` aborts. */
export type ImageUpload = (file: File, signal: AbortSignal) => Promise<string>;

export interface RichTextEditorProps {
  /** The stored HTML; null for an empty document. Read once: the editor owns the text afterwards. */
  content: string | null;
  /** Accessible name of the text area, e.g. 'Definition'. */
  label: string;
  /** Shows the text without the editor (authoritative documentation, readers). */
  readOnly?: boolean;
  /**
   * Called 3 s after the last edit and when the editor is left (unmount, page hidden) with the HTML, or
   * null when the document is empty. Required unless `readOnly`.
   */
  onSave?: (content: string | null) => void;
  /** Enables the image button. */
  uploadImage?: ImageUpload;
}
