/**
 * The honeypot's hidden fields (honeypot.server.ts makes their props and checks what is posted): the trap
 * and, when HONEYPOT_SECRET is set, the signed "rendered at" token (`encryptedValidFrom`, a name kept
 * from remix-utils, whose Honeypot this replaced).
 */
export interface HoneypotFieldProps {
  nameFieldName: string;
  validFromFieldName: string | null;
  encryptedValidFrom: string;
}

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
