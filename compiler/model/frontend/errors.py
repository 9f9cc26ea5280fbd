"""The error of a model that cannot be imported: one line, never a traceback."""

from __future__ import annotations


class ModelImportError(ValueError):
    """The model cannot be imported; the message is one line saying why."""

    def __init__(self, message: str, *, limit: int | None = 600) -> None:
        """Makes the error.

        Args:
            message: Why; squeezed to one line (checker messages span several).
            limit: The longest message (text from elsewhere, such as the checker's, can
                be long); None where the caller bounds it (the unsupported operators).
        """
        # One line, whatever the text came from (checker messages span several).
        super().__init__(one_line(message, limit))


def one_line(text: object, limit: int | None = 600) -> str:
    """``text`` with its whitespace runs made single spaces, cut to ``limit`` characters.

    Args:
        text: Anything; its ``str`` is used.
        limit: The longest result, None for no limit; longer text ends in ``...``.

    Returns:
        The line.
    """
    line = " ".join(str(text).split())
    return line if limit is None or len(line) <= limit else line[: limit - 3] + "..."
