/** The contact form's honeypot fields (app/input/honeypot.server.ts makes their props and checks what is posted). */
import type { HoneypotFieldProps } from "~/input/honeypot.server";

export function HoneypotFields({ nameFieldName, validFromFieldName, encryptedValidFrom }: HoneypotFieldProps) {
  return (
    <div id={`${nameFieldName}_wrap`} hidden aria-hidden="true">
      <label htmlFor={nameFieldName}>Please leave this field blank</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>Please leave this field blank</label>
          <input
            id={validFromFieldName}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
