import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaUploadAccept, mediaUploadTooLarge } from '../../contract/media-upload';
import { FileDrop } from '../../src/ui/media/FileDrop';

// The media tools' file zone as a view: it hands a chosen or dropped file on, shows the file's
// name and size and the refusal it is given, and is reached with the keyboard. The flow that
// checks and sends the file is uploadMachine's (tests/machines/uploadMachine.model.test.ts).

const wav = new File([new Uint8Array(2048)], 'speech.wav', { type: 'audio/wav' });

describe('FileDrop', () => {
  it('hands on a chosen file, limited to the accepted types, from a keyboard-reachable button', async () => {
    const onChoose = vi.fn();
    render(<FileDrop label="Audio or video file" file={null} refusal={null} onChoose={onChoose} />);
    const input = screen.getByLabelText('Audio or video file', { selector: 'input' });
    expect(input).toHaveAttribute('accept', mediaUploadAccept);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
    await user.upload(input as HTMLInputElement, wav);
    expect(onChoose).toHaveBeenCalledWith(wav);
  });

  it('hands on a dropped file', () => {
    const onChoose = vi.fn();
    render(<FileDrop label="Audio or video file" file={null} refusal={null} onChoose={onChoose} />);
    fireEvent.drop(screen.getByRole('group', { name: 'Audio or video file' }), { dataTransfer: { files: [wav] } });
    expect(onChoose).toHaveBeenCalledWith(wav);
  });

  it("shows the chosen file's name and size and its refusal", () => {
    render(<FileDrop label="Audio or video file" file={{ name: 'long.wav', size: 27 * 1024 * 1024 }} refusal={mediaUploadTooLarge} onChoose={() => {}} />);
    expect(screen.getByText('long.wav')).toBeInTheDocument();
    expect(screen.getByText('27.0 MB')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(mediaUploadTooLarge);
    expect(screen.getByRole('group', { name: 'Audio or video file' })).toHaveAccessibleDescription(mediaUploadTooLarge);
  });
});
