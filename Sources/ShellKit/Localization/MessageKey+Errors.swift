/// The keys of the domain's and the scripts' errors (their texts: `MessageCatalogue+Errors`).
extension MessageKey {
    /// Every error key, for the catalogue's delegation and its test.
    static let errorKeys: Set<MessageKey> = [
        .sourceNotFound, .sourceNotReadable, .sourceIsDirectory, .sourceTooLarge, .sourceEmpty, .sourceNotJSONAt,
        .sourceNotJSON, .sourceNotAnArray, .sourceNoItems, .sourceNotAnObject, .sourceMissingField, .sourceWrongType,
        .sourceNullField, .sourceBadTimestamp,
        .kindObject, .kindString, .kindNumber, .kindBoolean, .kindNull, .kindArray, .kindArrayOfStrings, .kindArrayOfObjects,
        .queryUnknownQualifier, .queryMissingValue, .queryBadNumber, .queryBadDate, .queryUnbalancedQuote,
        .queryOrWithoutTerm, .queryOperatorWithoutTerm, .queryParentheses, .queryEmptyTerm,
        .storeCannotOpen, .storeFailed, .storeInvalidPage, .storeInvalidPerPage, .storeCancelled,
        .storeOperationFingerprint, .storeOperationImport, .storeOperationSaving, .storeOperationSearch,
        .storeOperationReadingItem, .storeOperationCounting,
        .scriptUnsetVariable, .scriptBadVariable,
    ]
}
