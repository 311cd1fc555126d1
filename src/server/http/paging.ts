/** Spring Data's page shape (spec 2 §7), zero-based. */
export function pageOf<T>(content: T[], totalElements: number, page: number, size: number) {
  return {
    content,
    empty: content.length === 0,
    totalPages: Math.ceil(totalElements / size),
    totalElements,
    numberOfElements: content.length,
    pageNumber: page,
    size,
  };
}
