/** A multipart/form-data body, as a browser sends one, for `app.inject`. */
export interface MultipartFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

export function multipartBody(files: readonly MultipartFile[]) {
  const boundary = '----saldo-test-boundary';
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
