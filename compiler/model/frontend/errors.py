"""The error of a model that cannot be imported: one line, never a traceback."""

from __future__ import annotations


class ModelImportError(ValueError):
    """The model cannot be imported; the message is one line saying why."""

    def __init__(self, message: str) -> None:
        """Makes the error.

        Args:
            message: Why; squeezed to one line (checker messages span several).
        """
        # One line, whatever the text came from (checker messages span several).
        super().__init__(one_line(message))


def one_line(text: object, limit: int = 600) -> str:
    """``text`` with its whitespace runs made single spaces, cut to ``limit`` characters.

    Args:
        text: Anything; its ``str`` is used.
        limit: The longest result; longer text ends in ``...``.

    Returns:
        The line.
    """
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."
