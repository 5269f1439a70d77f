import { createContext, useContext } from "react";

/** The CSP nonce of this response; only the server knows it (browsers hide it after parsing). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
