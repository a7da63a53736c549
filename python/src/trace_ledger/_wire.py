"""The base of every generated model: its dump is the JSON it came from."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, SerializerFunctionWrapHandler, model_serializer


class WireModel(BaseModel):
    """A pydantic model whose ``model_dump(mode="json")`` is exactly the wire JSON.

    A field the JSON lacked stays absent (not ``None``), a ``null`` it carried stays, and keys this
    SDK does not know are kept: a response round-trips unchanged.
    """

    # Fields such as model_name are the schema's: pydantic before 2.10 would warn about them at import.
    model_config = ConfigDict(protected_namespaces=())

    @model_serializer(mode="wrap")
    def _as_on_the_wire(self, handler: SerializerFunctionWrapHandler) -> Any:
        data = handler(self)
        if not isinstance(data, dict):
            return data
        present = self.model_fields_set | set(self.model_extra or ())
        return {name: value for name, value in data.items() if name in present}
